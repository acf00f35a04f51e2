import { initials } from "@/lib/display-name";
import { providerAvatarColor } from "@/lib/avatar-colors";
import { cn } from "@/lib/utils";

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
      {initials(name) || "?"}
    </span>
  );
}
