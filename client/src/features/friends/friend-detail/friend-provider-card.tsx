import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import type { FriendProfile } from "@common/schemas/friends";
import { DISPLAY_CAPS } from "@common/constants";
import { ListCard, ListCardHeading } from "@/components/layout/list-card";
import { Badge } from "@/components/ui/badge";
import { friendProjectStatusLabel, type FriendProviderEntry } from "@/features/friends/friend-providers";
import { ProviderActions } from "@/features/friends/provider-actions";
import { RatingText } from "./rating-text";

export function FriendProviderCard({ friend, entry }: { friend: FriendProfile; entry: FriendProviderEntry }) {
  const { t } = useTranslation("friends");
  const { provider, hired, projects } = entry;
  const titles = projects.slice(0, DISPLAY_CAPS.friendProviderProjectTitles);
  const more = projects.length - titles.length;
  return (
    <ListCard label={provider.name}>
      <ListCardHeading
        title={provider.name}
        category={categoryLabel(provider.category)}
        badge={
          <Badge variant={hired ? "success" : "outline"}>{hired ? t("providerCard.hired") : t("providerCard.quotedOnly")}</Badge>
        }
        truncate
      />
      <div className="mt-1 text-caption text-muted-foreground">
        <RatingText provider={provider} />
      </div>
      <p className="mt-2 text-sm font-semibold">{t("providerCard.projects", { count: projects.length })}</p>
      <ul className="mt-1 grid gap-1">
        {titles.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-1 text-sm">
            <span className="truncate">{p.title}</span>
            <Badge variant="secondary">{friendProjectStatusLabel(p.status)}</Badge>
            {p.projectType === "recurring" ? <Badge variant="outline">{t("recurring")}</Badge> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1 text-caption text-muted-foreground">{t("providerCard.more", { count: more })}</p> : null}
      <ProviderActions friend={friend} provider={provider} projectTitle={projects[0]?.title} />
    </ListCard>
  );
}
