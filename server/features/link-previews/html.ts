// Writes a link preview's Open Graph and Twitter tags into index.html's head, every value
// HTML-escaped (a title is text its asker typed).
import type { LinkPreview } from "./registry.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The 512-pixel app icon the manifest lists (scripts/build/pwa.ts). */
const ICON_PATH = "/icons/icon-512.png";

export function withPreview(html: string, preview: LinkPreview, pageUrl: string, base: string): string {
  const image = new URL(ICON_PATH, `${base}/`).href;
  const tags = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Vowch"],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", pageUrl],
    ["property", "og:image", image],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", preview.description],
    ["name", "twitter:image", image],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join("\n    ");
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`);
  return titled.replace("</head>", `    ${tags}\n  </head>`);
}
