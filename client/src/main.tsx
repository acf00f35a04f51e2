import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import App from "./app";
import { startI18n } from "./lib/i18n";
import { offerUpdate } from "./lib/pwa/app-update";
import { applyStoredTheme } from "./lib/theme";
import "./index.css";

// The service worker registers after the page has loaded, from its own chunk, so it
// never delays the first render. Development serves no worker.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./lib/pwa/register").then((m) => m.registerServiceWorker(offerUpdate)), {
    once: true,
  });
}

applyStoredTheme();

// The first render waits for the language (English is in this chunk; Spanish or German is one request).
// It is a transition: React renders the tree in slices of a few milliseconds, yielding to the
// browser between them, so a slow phone can paint and take a tap while the first screen is built
// (one long task of a whole screen's render otherwise).
void startI18n().then(() =>
  startTransition(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
