// "Share into Vowch", the page's half: the fields the service worker kept from a share
// (client/src/sw/share-handlers.ts), read once and forgotten, to pre-fill the Add Provider wizard.
// They wait in their own cache, not the API's, so signing in on the way (a signed-out share) keeps them.
import { SHARE_CACHE, SHARE_KEY, SHARE_MAX_AGE_MS, type SharedProvider } from "@common/share-target";

type Prefill = Omit<SharedProvider, "sharedAt">;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The waiting share's fields (null: none, unreadable, or older than SHARE_MAX_AGE_MS), forgotten once read. */
export async function takeSharedProvider(now = Date.now()): Promise<Prefill | null> {
  try {
    if (typeof caches === "undefined") return null;
    const cache = await caches.open(SHARE_CACHE);
    const kept = await cache.match(SHARE_KEY);
    if (!kept) return null;
    await cache.delete(SHARE_KEY);
    const stored = (await kept.json()) as Partial<Record<keyof SharedProvider, unknown>> | null;
    if (!stored || typeof stored.sharedAt !== "number" || now - stored.sharedAt > SHARE_MAX_AGE_MS) return null;
    return { name: text(stored.name), phone: text(stored.phone), email: text(stored.email), website: text(stored.website) };
  } catch {
    // No Cache Storage (private mode) or a broken entry: the wizard opens blank.
    return null;
  }
}
