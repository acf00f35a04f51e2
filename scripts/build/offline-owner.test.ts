// The service worker's rule for whose offline copies it shows, run as the worker runs it: each
// function rebuilt from its own source text (Workbox writes them into sw.js that way, so a
// function that leaned on an outside name would fail here), against an in-memory Cache Storage.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_CACHE, CACHE_OWNER_KEY, USER_TAG_HEADER } from "../../common/offline";
import { offlineOwnerPlugin } from "./offline-owner";

/** Cache Storage in memory: cache name → URL → answer. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();

  private static key(request: Request | string) {
    return new URL(typeof request === "string" ? request : request.url, "http://app.test").pathname;
  }

  open(cacheName: string) {
    let store = this.stores.get(cacheName);
    if (!store) {
      store = new Map();
      this.stores.set(cacheName, store);
    }
    const entries = store;
    return Promise.resolve({
      put: (request: string, response: Response) => {
        entries.set(MemoryCaches.key(request), response);
        return Promise.resolve();
      },
      delete: (request: Request | string) => Promise.resolve(entries.delete(MemoryCaches.key(request))),
    });
  }

  delete(cacheName: string) {
    return Promise.resolve(this.stores.delete(cacheName));
  }

  match(request: string, { cacheName }: { cacheName: string }) {
    return Promise.resolve(this.stores.get(cacheName)?.get(MemoryCaches.key(request)));
  }

  /** The API paths kept (the owner's note left out). */
  kept(): string[] {
    return [...(this.stores.get(API_CACHE)?.keys() ?? [])].filter((key) => key !== CACHE_OWNER_KEY);
  }

  owner(): string | null {
    return this.stores.get(API_CACHE)?.get(CACHE_OWNER_KEY)?.headers.get(USER_TAG_HEADER) ?? null;
  }
}

type Plugin = typeof offlineOwnerPlugin;

/** The plugin as sw.js holds it: every function made again from its source, with nothing around it. */
function asWritten(): Plugin {
  const rebuilt = Object.entries(offlineOwnerPlugin).map(([name, fn]) => {
    // oxlint-disable-next-line typescript/no-implied-eval -- the point: only the source text
    const made = new Function(`return (${String(fn)});`)() as unknown;
    return [name, made];
  });
  return Object.fromEntries(rebuilt) as Plugin;
}

const answer = (status: number, user?: string) =>
  new Response(status === 200 ? "{}" : null, { status, headers: user ? { [USER_TAG_HEADER]: user } : {} });

let memory: MemoryCaches;
let plugin: Plugin;
beforeEach(() => {
  memory = new MemoryCaches();
  (globalThis as { caches?: unknown }).caches = memory;
  plugin = asWritten();
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

/** An answer from the network that the strategy then stores, as NetworkFirst does. */
async function fromNetwork(path: string, response: Response) {
  const seen = await plugin.fetchDidSucceed({ response });
  const kept = await plugin.cacheWillUpdate({ response: seen });
  if (kept && kept.status === 200) await (await memory.open(API_CACHE)).put(path, kept);
  return seen;
}

/** What the worker would show for `path` with no network. */
async function offline(path: string) {
  const cachedResponse = memory.stores.get(API_CACHE)?.get(path);
  return plugin.cachedResponseWillBeUsed({
    cacheName: API_CACHE,
    request: new Request(`http://app.test${path}`),
    cachedResponse,
  });
}

describe("the offline copy's owner", () => {
  it("keeps a user's answers for that user and shows them offline", async () => {
    await fromNetwork("/api/auth/user", answer(200, "user-a"));
    await fromNetwork("/api/projects", answer(200, "user-a"));
    expect(memory.owner()).toBe("user-a");
    expect(memory.kept()).toEqual(["/api/auth/user", "/api/projects"]);
    expect((await offline("/api/projects"))?.headers.get(USER_TAG_HEADER)).toBe("user-a");
  });

  it("never keeps an answer that names no user", async () => {
    await fromNetwork("/api/auth/user", answer(200, "user-a"));
    const untagged = answer(200);
    expect(await plugin.fetchDidSucceed({ response: untagged })).toBe(untagged);
    expect(await plugin.cacheWillUpdate({ response: untagged })).toBeNull();
    // Nor does such an answer (a proxy's error page) empty the cache.
    await fromNetwork("/api/projects", answer(502));
    expect(memory.kept()).toEqual(["/api/auth/user"]);
  });

  it("empties the cache on a 401: signed out here or elsewhere, or the account gone", async () => {
    await fromNetwork("/api/auth/user", answer(200, "user-a"));
    await fromNetwork("/api/projects", answer(200, "user-a"));
    const unauthorized = answer(401);
    expect(await fromNetwork("/api/auth/user", unauthorized)).toBe(unauthorized);
    expect(memory.stores.has(API_CACHE)).toBe(false);
    expect(await offline("/api/projects")).toBeNull();
  });

  it("empties the cache when another user's answer comes, then keeps theirs", async () => {
    await fromNetwork("/api/auth/user", answer(200, "user-a"));
    await fromNetwork("/api/projects/1", answer(200, "user-a"));
    await fromNetwork("/api/auth/user", answer(200, "user-b"));
    expect(memory.owner()).toBe("user-b");
    expect(memory.kept()).toEqual(["/api/auth/user"]);
    expect(await offline("/api/projects/1")).toBeNull();
  });

  it("empties the cache once for many answers of a new user arriving together", async () => {
    await fromNetwork("/api/projects/1", answer(200, "user-a"));
    const paths = ["/api/auth/user", "/api/projects", "/api/providers", "/api/notifications"];
    await Promise.all(paths.map((path) => fromNetwork(path, answer(200, "user-b"))));
    expect(memory.owner()).toBe("user-b");
    expect(memory.kept().sort()).toEqual([...paths].sort());
  });

  it("drops a kept copy made for someone else, and any copy when no owner is noted", async () => {
    await fromNetwork("/api/auth/user", answer(200, "user-b"));
    // A copy of user A's that got in (written before the owner changed): dropped when read.
    await (await memory.open(API_CACHE)).put("/api/projects/1", answer(200, "user-a"));
    expect(await offline("/api/projects/1")).toBeNull();
    expect(memory.kept()).toEqual(["/api/auth/user"]);
    // A copy without a name (kept by an earlier version of the worker): dropped.
    await (await memory.open(API_CACHE)).put("/api/projects/2", answer(200));
    expect(await offline("/api/projects/2")).toBeNull();
    // The page emptied the cache (sign-in, sign-out): nobody owns it, nothing kept is shown.
    await memory.delete(API_CACHE);
    await (await memory.open(API_CACHE)).put("/api/projects/3", answer(200, "user-b"));
    expect(await offline("/api/projects/3")).toBeNull();
    expect(await offline("/api/projects/4")).toBeNull();
  });

  it("shows nothing, and breaks nothing, without Cache Storage", async () => {
    (globalThis as { caches?: unknown }).caches = {
      open: () => Promise.reject(new Error("SecurityError")),
      delete: () => Promise.reject(new Error("SecurityError")),
      match: () => Promise.reject(new Error("SecurityError")),
    };
    const tagged = answer(200, "user-a");
    expect(await plugin.fetchDidSucceed({ response: tagged })).toBe(tagged);
    expect(
      await plugin.cachedResponseWillBeUsed({
        cacheName: API_CACHE,
        request: new Request("http://app.test/api/x"),
        cachedResponse: tagged,
      }),
    ).toBeNull();
  });
});
