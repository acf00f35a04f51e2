// The entry of /sw-share.js: "Share into Vowch" (share-handlers.ts) on the service worker's fetch
// event. The generated /sw.js loads it with importScripts before Workbox's own code
// (scripts/build/pwa.ts), so its listener sees the share target's POST first; every other request
// goes on to Workbox. Typed with the little of the worker's global it uses (the app's TypeScript
// program has the DOM's types, not the WebWorker ones).
import { isShareTarget, onShareTarget, type ShareScope } from "./share-handlers";

interface FetchEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerGlobal {
  location: { origin: string };
  caches: ShareScope["caches"];
  addEventListener(type: "fetch", listener: (event: FetchEventLike) => void): void;
}

const worker = self as unknown as WorkerGlobal;
const scope: ShareScope = { origin: worker.location.origin, caches: worker.caches, now: () => Date.now() };

worker.addEventListener("fetch", (event) => {
  if (isShareTarget(event.request, scope.origin)) event.respondWith(onShareTarget(scope, event.request));
});
