// Photos like a phone's at 390×844: completing a job with a photo from the library, a
// HEIC sent with no type and one taken with the camera input; the one upload shows each file's
// progress (the upload throttled so it can be seen); the list shows thumbnails; tapping one opens
// the viewer, which a swipe, the arrow keys and the labelled buttons turn. axe finds no serious or
// critical violation with the dialog open or in the viewer.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const HEIC = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/photo.heic"));

/** A 1600×1200 photo of noise with EXIF: big enough (about 1.5 MB) for a throttled upload to show progress. */
async function phonePhoto(): Promise<Buffer> {
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i * 2654435761) >>> 24) & 0xff;
  return sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
}

it("uploads photos with progress, lists thumbnails and swipes through them in the viewer", { timeout: 180_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("pat"), {
    firstName: "Pat",
    lastName: "Shooter",
    phone: "415-555-0501",
    homeAddress: "5 Lens Rd",
  });

  // A project whose provider is at work: the steps before completion through the API.
  const project = (await (await page.request.post("/api/projects", { data: { title: "Tile the shower" } })).json()) as {
    id: string;
  };
  const provider = (await (
    await page.request.post("/api/providers", { data: { name: "True Tile Co", category: "General Contractor" } })
  ).json()) as { id: string };
  const link = (await (
    await page.request.post(`/api/projects/${project.id}/providers`, { data: { providerId: provider.id } })
  ).json()) as { id: string };
  for (const step of [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-03-02T15:00:00.000Z", estimateScheduledTime: "10:00" },
    { status: "quoted", quoteAmount: "1800" },
    { status: "accepted" },
    { status: "in_progress", workStartDate: "2026-03-09" },
  ]) {
    const res = await page.request.put(`/api/project-providers/${link.id}`, { data: step });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto(`/projects/${project.id}`);
  const row = page.getByRole("listitem", { name: "True Tile Co" });
  await row.getByRole("button", { name: "Mark Completed" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Final amount").fill("1750");
  // The library input takes a JPEG and a HEIC that came with no type; the camera input adds one.
  const library = dialog.getByLabel("Completion photos");
  expect(await library.getAttribute("accept")).toBe("image/*,.heic,.heif");
  expect(await library.getAttribute("capture")).toBeNull();
  await library.setInputFiles([
    { name: "IMG_0100.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
    { name: "IMG_0101.HEIC", mimeType: "", buffer: HEIC },
  ]);
  const camera = dialog.getByLabel("Take a photo");
  expect(await camera.getAttribute("capture")).toBe("environment");
  await camera.setInputFiles({
    name: "image.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer(),
  });
  await dialog.getByText("1 photo taken with the camera.").waitFor();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, "photos-01-complete-dialog");

  // Throttle the upload (about 300 KB/s) so its progress can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await dialog.getByRole("button", { name: "Mark Completed" }).click();
  const first = dialog.getByRole("progressbar", { name: "Uploading IMG_0100.jpg" });
  await poll(async () => Number(await first.getAttribute("value").catch(() => "0"))).toBeGreaterThan(5);
  const midway = Number(await first.getAttribute("value"));
  expect(midway).toBeLessThan(100);
  // The files later in the body have not started while the first is on its way.
  expect(Number(await dialog.getByRole("progressbar", { name: "Uploading image.jpg" }).getAttribute("value"))).toBe(0);
  await screenshot(page, "photos-02-uploading");
  await poll(async () => Number(await first.getAttribute("value").catch(() => "100"))).toBeGreaterThan(midway);
  await dialog.waitFor({ state: "detached", timeout: 60_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The list shows the three thumbnails, each at most 40 KB.
  await row.getByRole("button", { name: "Update Review" }).waitFor();
  const thumbs = row.getByRole("list", { name: "Completion photos" }).getByRole("img");
  await poll(() => thumbs.count()).toBe(3);
  for (let i = 0; i < 3; i++) {
    const thumb = thumbs.nth(i);
    await poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await thumb.getAttribute("src"))!;
    expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?size=thumb$/);
    const res = await page.request.get(src);
    expect(res.headers()["content-type"]).toBe("image/webp");
    expect((await res.body()).length).toBeLessThanOrEqual(40 * 1024);
  }
  // The full photo keeps no EXIF; the HEIC became a JPEG.
  const fullUrls = await thumbs.evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).src.replace("?size=thumb", "")),
  );
  const full = await page.request.get(fullUrls[0]!);
  expect((await sharp(await full.body()).metadata()).exif).toBeUndefined();
  expect((await page.request.get(fullUrls[1]!)).headers()["content-type"]).toBe("image/jpeg");
  await screenshot(page, "photos-03-thumbnails");

  // Tapping a thumbnail opens the viewer on the full photo.
  await row.getByRole("button", { name: "Completion photo 1" }).tap();
  const viewer = page.getByRole("dialog", { name: "Photo 1 of 3" });
  await viewer.waitFor();
  const shown = page.getByRole("dialog").getByRole("img", { name: /^Completion photo \d of 3$/ });
  await poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "photos-04-viewer");

  // A finger swiping left shows the next photo.
  const box = (await page.getByTestId("photo-stage").boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }] });
  await touch("touchStart", box.x + box.width * 0.8);
  for (const f of [0.7, 0.55, 0.4, 0.25]) await touch("touchMove", box.x + box.width * f);
  await touch("touchEnd", 0);
  await page.getByRole("dialog", { name: "Photo 2 of 3" }).waitFor();
  await poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await screenshot(page, "photos-05-viewer-swiped");

  // The arrow keys and the labelled buttons turn it too, round the ends.
  await page.keyboard.press("ArrowRight");
  await page.getByRole("dialog", { name: "Photo 3 of 3" }).waitFor();
  await page.getByRole("button", { name: "Next photo" }).click();
  await page.getByRole("dialog", { name: "Photo 1 of 3" }).waitFor();
  await page.getByRole("button", { name: "Previous photo" }).click();
  await page.getByRole("dialog", { name: "Photo 3 of 3" }).waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("dialog", { name: "Photo 2 of 3" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await expectVisible(row.getByRole("button", { name: "Completion photo 2" }));

  expect(errors).toEqual([]);
  await context.close();
});
