import { initials } from "@/lib/display-name";
import { providerAvatarColor } from "@/lib/avatar-colors";
import { cn } from "@/lib/utils";

/** Initials from the words that start with a letter or digit ("Brush & Roll" → "BR"). */
export function providerInitials(name: string): string {
  return initials(
    name
      .split(/\s+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word))
      .join(" "),
  );
}

/** A provider's initials in its stable colour (spec §9: 6 colours). */
export function ProviderAvatar({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-bold ring-2 ring-card",
        providerAvatarColor(id),
        className,
      )}
    >
      {providerInitials(name) || "?"}
    </span>
  );
}
