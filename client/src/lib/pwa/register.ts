// Registers /sw.js. Loaded after the page's load event, so neither the worker nor
// workbox-window weighs on the first render. A new version installs in the background and waits:
// it takes over on the next visit (every tab closed) or at once from the prompt's reload button.
// The prompt's store is handed in (lib/pwa/app-update.ts): this chunk imports nothing of the app.
import { registerSW } from "virtual:pwa-register";

export function registerServiceWorker(offerUpdate: (apply: () => void) => void) {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
  });
}
