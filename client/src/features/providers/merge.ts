// Provider helpers shared by the cards and the detail page: who recommended it, the share text,
// the website link. (Browse's merge and order of the spec's screens are the server's: GET /api/providers/browse.)
import i18next from "i18next";
import { categoryLabel } from "@/lib/category-label";
import type { Provider, ProviderListItem } from "@common/schemas/providers";

/** The spec's screens Browse "friend-recommended": recommended by a friend, or on a friend's list. */
export function isFriendRecommended(p: Pick<ProviderListItem, "recommendationCount" | "friendMetadata">): boolean {
  return p.recommendationCount > 0 || (p.friendMetadata?.count ?? 0) > 0;
}

/** The text copied or shared for a provider (name, category, contact lines). */
export function providerDetailsText(p: Pick<Provider, "name" | "category" | "phone" | "email" | "website" | "address">): string {
  return [
    p.name,
    categoryLabel(p.category),
    p.phone ? i18next.t("providers:details.phone", { value: p.phone }) : null,
    p.email ? i18next.t("providers:details.email", { value: p.email }) : null,
    p.website ? i18next.t("providers:details.website", { value: p.website }) : null,
    p.address ? i18next.t("providers:details.address", { value: p.address }) : null,
  ]
    .filter(Boolean)
    .join("\n");
}
