import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./app";
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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
