import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { displayName, initials } from "@/lib/display-name";
import { cn } from "@/lib/utils";
import { thumbnailUrl } from "@/lib/thumbnail";

interface Props {
  user: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } | null;
  className?: string;
  fallbackClassName?: string;
  /** In lists the name is printed beside it: empty alt and the plain muted fallback. */
  inList?: boolean;
}

/** Profile image, falling back to the display name's initials (the spec's screens). */
export function UserAvatar({ user, className, fallbackClassName, inList = false }: Props) {
  const name = displayName(user);
  return (
    <Avatar className={cn("size-10", className)}>
      {user?.profileImageUrl ? <AvatarImage src={thumbnailUrl(user.profileImageUrl)} alt={inList ? "" : name} /> : null}
      <AvatarFallback className={cn(!inList && "bg-primary/10 font-semibold text-primary", fallbackClassName)}>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
