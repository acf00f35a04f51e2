// A card of the Friends list (the spec's Friends screen): avatar, name, provider summary.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { Link } from "wouter";
import { ChevronRight } from "lucide-react";
import { DISPLAY_CAPS } from "@common/constants";
import type { FriendListItem } from "@common/schemas/friends";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { fullName } from "@/lib/display-name";
import { ContactBadge } from "@/components/shared/trust-badges";
import { paths } from "@/lib/paths";
import { thumbnailUrl } from "@/lib/thumbnail";

/** Full name, else e-mail, else "Unknown User". */
export function friendCardName(friend: Pick<FriendListItem, "firstName" | "lastName" | "email">): string {
  return fullName(friend) || friend.email?.trim() || i18next.t("friends:card.unknownUser");
}

/** Initials of the full name (at most 2), else the first letter of the e-mail, else "?". */
export function friendCardInitials(friend: Pick<FriendListItem, "firstName" | "lastName" | "email">): string {
  const letters = [friend.firstName?.trim()?.[0], friend.lastName?.trim()?.[0]].filter(Boolean).join("");
  if (letters) return letters.toUpperCase();
  const first = friend.email?.trim()?.[0];
  return first ? first.toUpperCase() : "?";
}

export function FriendCard({ friend }: { friend: FriendListItem }) {
  const { t } = useTranslation("friends");
  const name = friendCardName(friend);
  const { providerCount, hiredCount, categories } = friend.summary;
  return (
    <li>
      <Link
        href={paths.friendProjects(friend.id)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm transition-colors hover:bg-muted"
      >
        <Avatar className="size-12 shrink-0">
          {friend.profileImageUrl ? <AvatarImage src={thumbnailUrl(friend.profileImageUrl)} alt="" /> : null}
          <AvatarFallback className="bg-primary/10 font-semibold text-primary">{friendCardInitials(friend)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold">{name}</p>
          {friend.isContact ? <ContactBadge /> : null}
          {providerCount === 0 ? (
            <p className="text-caption text-muted-foreground">{t("card.noProviders")}</p>
          ) : (
            <>
              <p className="text-caption text-muted-foreground">
                {t("card.providers", { count: providerCount })}
                {hiredCount > 0 ? (
                  <span className="ml-1 font-medium text-success">{t("card.hired", { count: hiredCount })}</span>
                ) : null}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                {categories.slice(0, DISPLAY_CAPS.friendCategoryBadges).map((c) => (
                  <Badge key={c} variant="secondary">
                    {categoryLabel(c)}
                  </Badge>
                ))}
                {providerCount > DISPLAY_CAPS.friendCategoryBadges ? <Badge variant="outline">{t("card.more")}</Badge> : null}
              </div>
            </>
          )}
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
