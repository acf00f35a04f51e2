// Writes the app icons of the web app manifest (client/public/icons/*.png) from the brand mark
// (client/public/favicon.svg). Run once after the mark changes: `npx tsx scripts/make-icons.ts`;
// the PNGs are committed, so a build needs no image tools.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../client/public");
const outDir = path.join(publicDir, "icons");
const mark = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const BRAND_GREEN = "#0e5f58";

/** An SVG drawn square at `size` pixels into public/icons/`file`. */
async function drawn(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, file));
}

/** The mark as drawn (rounded square, transparent corners), for `purpose: "any"`. */
const anyIcon = (size: number, file: string) => drawn(mark, size, file);

/**
 * A maskable icon: the launcher crops it to its own shape, keeping only the central 80% circle, so
 * the background is full-bleed brand green and the mark's check and dot sit inside that safe zone.
 */
async function maskableIcon(size: number, file: string) {
  const inner = Math.round(size * 0.62);
  const glyph = await sharp(Buffer.from(mark.replace(/<rect[^>]*\/>/, "")), { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND_GREEN } })
    .composite([{ input: glyph, left: offset, top: offset }])
    .png()
    .toFile(path.join(outDir, file));
}

/**
 * A notification's badge (Android's status bar shows only its alpha): the check and the dot in
 * white on transparent, without the square.
 */
const badgeIcon = (size: number, file: string) =>
  drawn(mark.replace(/<rect[^>]*\/>/, "").replace(/#f59e0b/g, "#fff"), size, file);

fs.mkdirSync(outDir, { recursive: true });
await anyIcon(192, "icon-192.png");
await anyIcon(512, "icon-512.png");
await maskableIcon(512, "maskable-512.png");
// iOS ignores the manifest's icons and rounds the corners itself: an opaque square.
await maskableIcon(180, "apple-touch-icon.png");
await badgeIcon(96, "badge-96.png");
console.log(`Icons written to ${path.relative(process.cwd(), outDir)}`);
