import { useTranslation } from "@/lib/use-translation";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import type { FriendProfile, FriendProject } from "@common/schemas/friends";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { friendCardInitials, friendCardName } from "@/features/friends/friend-card";
import { friendProviders } from "@/features/friends/friend-providers";
import { paths } from "@/lib/paths";

export function FriendHeader({ friend, projects }: { friend: FriendProfile; projects: FriendProject[] | undefined }) {
  const { t } = useTranslation("friends");
  const projectCount = projects?.length ?? friend.projectCount;
  const providerCount = projects ? friendProviders(projects).length : friend.providerCount;
  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="ghost" size="icon" className="shrink-0 rounded-full">
        <Link href={paths.friends} aria-label={t("detail.back")}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      </Button>
      <Avatar className="size-14 shrink-0">
        {friend.profileImageUrl ? <AvatarImage src={friend.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="bg-primary/10 text-lg font-semibold text-primary">{friendCardInitials(friend)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <h1 className="text-xl font-bold wrap-anywhere">{friendCardName(friend)}</h1>
        <p className="text-sm text-muted-foreground">
          {t("detail.counts", {
            projects: t("detail.projects", { count: projectCount }),
            providers: t("detail.providers", { count: providerCount }),
          })}
        </p>
      </div>
    </div>
  );
}
