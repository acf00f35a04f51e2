// Spec §2 Providers page, Browse tab: the all-providers list merged with the saved and friend
// lists by id; friend-recommended providers first, then the rest newest first by createdAt.
import type { Provider } from "@common/schemas/providers";

export function isFriendRecommended(p: Provider): boolean {
  return p.recommendationCount > 0 || (p.friendMetadata?.count ?? 0) > 0;
}

export function mergeBrowse(all: Provider[] = [], saved: Provider[] = [], friends: Provider[] = []): Provider[] {
  const byId = new Map<string, Provider & { fromFriends: boolean }>();
  for (const list of [all, saved]) {
    for (const p of list) if (!byId.has(p.id)) byId.set(p.id, { ...p, fromFriends: false });
  }
  for (const p of friends) byId.set(p.id, { ...(byId.get(p.id) ?? p), fromFriends: true });
  return [...byId.values()]
    .sort((a, b) => {
      const fa = a.fromFriends || isFriendRecommended(a) ? 1 : 0;
      const fb = b.fromFriends || isFriendRecommended(b) ? 1 : 0;
      if (fa !== fb) return fb - fa;
      return new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
    })
    .map(({ fromFriends: _fromFriends, ...p }) => p);
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

/** Spec §2: website opened with https:// prepended when it does not start with http. */
export function websiteHref(website: string): string {
  return website.startsWith("http") ? website : `https://${website}`;
}
