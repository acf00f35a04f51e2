// Whose offline copies the service worker may show: a Workbox plugin on the API cache
// (scripts/build/pwa.ts). Every API answer to a signed-in request names its user (the
// `x-vowch-user` header); the cache notes whose copies it holds (at `/offline-copy-owner`) and:
// - a 401 (the session is gone: signed out here or elsewhere, expired, the account deleted)
//   empties the cache;
// - an answer made for another user empties it before that user's copies go in;
// - only answers that name their user are kept;
// - a kept copy is shown only when it names the user the cache belongs to; any other is dropped.
// Workbox writes these functions into sw.js as source text and accepts no other fields on a
// plugin, so each function is self-contained: the names below are written out in each, and are
// common/offline.ts's API_CACHE, USER_TAG_HEADER and CACHE_OWNER_KEY (the unit test holds them
// to it).

/** The little of Cache Storage the plugin uses (the worker's `caches`). */
interface CacheLike {
  put(request: string, response: Response): Promise<void>;
  delete(request: Request | string): Promise<boolean>;
}
interface CacheStorageLike {
  open(cacheName: string): Promise<CacheLike>;
  delete(cacheName: string): Promise<boolean>;
  match(request: string, options: { cacheName: string }): Promise<Response | undefined>;
}
// The service worker's global; the unit test puts an in-memory one in its place.
declare const caches: CacheStorageLike;

interface OfflineOwnerPlugin {
  /** Set by the worker as it runs (Workbox refuses unknown fields written here): owner changes queue. */
  pending?: Promise<void>;
  fetchDidSucceed(this: OfflineOwnerPlugin, param: { response: Response }): Promise<Response>;
  cacheWillUpdate(param: { response: Response }): Promise<Response | null>;
  cachedResponseWillBeUsed(param: {
    cacheName: string;
    request: Request;
    cachedResponse?: Response | undefined;
  }): Promise<Response | null>;
}

export const offlineOwnerPlugin: OfflineOwnerPlugin = {
  /** Notes whose answer came back; a 401 or another user's answer empties the cache first. */
  fetchDidSucceed: async function ({ response }) {
    const user = response.status === 401 ? null : response.headers.get("x-vowch-user");
    if (response.status !== 401 && !user) return response;
    const change = async () => {
      if (user) {
        const note = await caches.match("/offline-copy-owner", { cacheName: "vowch-api" });
        if (note?.headers.get("x-vowch-user") === user) return;
      }
      await caches.delete("vowch-api");
      if (!user) return;
      const cache = await caches.open("vowch-api");
      await cache.put("/offline-copy-owner", new Response(null, { headers: { "x-vowch-user": user } }));
    };
    // Parallel answers wait for each other. Without Cache Storage (private mode) nothing is kept.
    const step = (this.pending ?? Promise.resolve()).then(change).catch(() => undefined);
    this.pending = step;
    await step;
    return response;
  },

  /** Keeps only answers that name the user they were made for. */
  cacheWillUpdate: function ({ response }) {
    return Promise.resolve(response.headers.get("x-vowch-user") ? response : null);
  },

  /** Shows a kept copy only to the user the cache belongs to; any other copy is dropped. */
  cachedResponseWillBeUsed: async function ({ cacheName, request, cachedResponse }) {
    if (!cachedResponse) return null;
    const tag = cachedResponse.headers.get("x-vowch-user");
    try {
      const note = await caches.match("/offline-copy-owner", { cacheName: "vowch-api" });
      if (tag && note?.headers.get("x-vowch-user") === tag) return cachedResponse;
      await (await caches.open(cacheName)).delete(request);
    } catch {
      // Cache Storage failed: the copy is not shown either.
    }
    return null;
  },
};
