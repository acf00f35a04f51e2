import { useTranslation } from "@/lib/use-translation";
import { Star } from "lucide-react";
import type { FriendProjectProvider } from "@common/schemas/friends";
import { formatRating } from "@common/format";

export function RatingText({ provider }: { provider: FriendProjectProvider }) {
  const { t } = useTranslation("friends");
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-3.5 fill-accent text-accent-strong" aria-hidden="true" />
      <span>
        {formatRating(provider.rating)} {t("reviews", { count: provider.reviewCount })}
      </span>
    </span>
  );
}
