// Provider helpers shared by the cards and the detail page: who recommended it, the share text,
// the website link. (Browse's merge and order of the spec's screens are the server's: GET /api/providers/browse.)
import type { Provider, ProviderListItem } from "@common/schemas/providers";

/** The spec's screens Browse "friend-recommended": recommended by a friend, or on a friend's list. */
export function isFriendRecommended(p: Pick<ProviderListItem, "recommendationCount" | "friendMetadata">): boolean {
  return p.recommendationCount > 0 || (p.friendMetadata?.count ?? 0) > 0;
}

/** The text copied or shared for a provider (name, category, contact lines). */
export function providerDetailsText(p: Pick<Provider, "name" | "category" | "phone" | "email" | "website" | "address">): string {
  return [
    p.name,
    p.category,
    p.phone ? `Phone: ${p.phone}` : null,
    p.email ? `Email: ${p.email}` : null,
    p.website ? `Website: ${p.website}` : null,
    p.address ? `Address: ${p.address}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}
