import { Star } from "lucide-react";
import type { FriendProjectProvider } from "@common/schemas/friends";
import { formatRating } from "@common/format";

export function RatingText({ provider }: { provider: FriendProjectProvider }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-3.5 fill-accent text-accent-strong" aria-hidden="true" />
      <span>
        {formatRating(provider.rating)} ({provider.reviewCount} review{provider.reviewCount === 1 ? "" : "s"})
      </span>
    </span>
  );
}
