import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { displayName, initials } from "@/lib/display-name";

interface U {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export function UserAvatar({ user }: { user: U }) {
  return (
    <Avatar className="size-10">
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{initials(displayName(user))}</AvatarFallback>
    </Avatar>
  );
}
