// One item of "Recent Friend Activity" (the spec's Home screen): who did what with which provider
// for which project, in common/trust.ts's words ("Tom hired Acme for Faucet"; "recommends" only for
// a vouch or a job rated 4★ or more), then the rating, category, amount and date, each once.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { activityWords } from "@/features/providers/lib/trust-words";
import { categoryLabel } from "@/lib/category-label";
import { Link } from "wouter";
import type { RecommendationItem } from "@common/schemas/friends";
import { formatDate, formatMoney } from "@common/format";
import { StarRating } from "@/components/ui/star-rating";
import { UserAvatar } from "@/components/layout/user-avatar";
import { fullName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { BackingBadge, ContactBadge } from "@/components/shared/trust-badges";

export function ActivityItem({ item }: { item: RecommendationItem }) {
  const { t } = useTranslation("friends");
  const who = fullName(item.fromUser) || t("aFriend");
  // The author keeps amounts to themselves: the hire shows without a number.
  const amount = item.amountHidden
    ? i18next.t("common:privacy.hiredWithoutAmount")
    : formatMoney(item.finalAmount, item.currency);
  const words = activityWords({ source: item.source, rating: item.rating, projectTitle: item.project?.title ?? null });
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm">
      <UserAvatar user={item.fromUser} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{who}</span> {words.verb}{" "}
          <Link href={paths.provider(item.provider.id)} className="font-semibold text-primary hover:underline">
            {item.provider.name}
          </Link>
          {words.tail}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-caption text-muted-foreground">
          {item.rating ? (
            <StarRating value={item.rating} readOnly size="sm" label={t("activity.rated", { rating: item.rating })} />
          ) : null}
          <span>{[categoryLabel(item.provider.category), amount, formatDate(item.createdAt)].filter(Boolean).join(" • ")}</span>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {/* The label alone: the category, amount and date are on the line above. */}
          <BackingBadge backing={{ source: item.source, verifiedHire: item.verifiedHire }} details={false} />
          {item.fromContact ? <ContactBadge /> : null}
        </div>
        {item.comment ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">“{item.comment}”</p> : null}
      </div>
    </li>
  );
}
