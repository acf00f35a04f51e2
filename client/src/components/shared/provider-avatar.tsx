import { initials } from "@/lib/display-name";
import { providerAvatarColor } from "@/lib/avatar-colors";
import { cn } from "@/lib/utils";

// "sm" sits in rows of avatars; "lg" heads a card.
const SIZES = {
  sm: "inline-flex size-9 text-xs",
  lg: "flex size-12 text-base",
} as const;

/** A provider's initials in its stable colour (the spec's constants and limits: 6 colours). */
export function ProviderAvatar({
  id,
  name,
  size = "sm",
  className,
}: {
  id: string;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "shrink-0 items-center justify-center rounded-full font-bold",
        SIZES[size],
        providerAvatarColor(id),
        className,
      )}
    >
      {initials(name) || "?"}
    </span>
  );
}
