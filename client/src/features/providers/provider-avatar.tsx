import { initials } from "@/lib/display-name";
import { providerAvatarColor } from "@/lib/avatar-colors";
import { cn } from "@/lib/utils";

export function ProviderInitials({ name, id, className }: { name: string; id: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold", providerAvatarColor(id), className)}
    >
      {initials(name) || "?"}
    </span>
  );
}
