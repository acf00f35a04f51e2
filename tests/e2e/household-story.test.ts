// A household's story on phones (390×844, and 320 px for the narrowest), axe-core on each screen and
// dialog (docs/decisions/130-household.md, 131-household-sharing.md, 146-household-join-after-sign-up.md):
// 1. Olivia sends her partner a member's link. Max has no account: he opens the link, is sent to
//    sign in, creates his account there, completes his profile and lands straight back on the join
//    sheet; he joins. The link's token reaches the server only on the join sheet's own calls.
// 2. Max works on Olivia's bathroom project from his own Projects list: edits its description and
//    accepts the quote.
// 3. Vera, a viewer (a sitter), sees the same project read-only (no amounts, no quote PDF, no
//    write controls), opens "Who to call" from Home's first card, and reads it again offline.
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { API_CACHE } from "../../common/offline";
import { projectProviders } from "../../server/db/schema";
import { tinyPdf } from "../api/projects-helpers";
import {
  collectPageErrors,
  expectVisible,
  person,
  poll,
  post,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
} from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

/** Whether the worker's API cache holds an answer for `path`. */
const kept = (page: Page, path: string) =>
  page.evaluate(
    async ({ cacheName, path }) => (await caches.has(cacheName)) && !!(await (await caches.open(cacheName)).match(path)),
    { cacheName: API_CACHE, path },
  );

const openProject = async (page: Page, title: string, id: string) => {
  await page.goto("/projects");
  await page.getByRole("article", { name: title }).getByRole("heading", { name: title }).click();
  await page.waitForURL((url) => url.pathname === `/projects/${id}`);
};

it(
  "a partner joins by link with a new account and edits a shared project; a viewer reads Who to call offline",
  { timeout: 360_000 },
  async () => {
    // Olivia's home: a quoted bathroom project, a plumber hired on an earlier job, the house's notes.
    const olivia = await e2e.newPhone();
    await signUpThroughApi(olivia.page, uniqueEmail("olivia"), person("Olivia", "Owner", 61));
    const provider = await post<{ id: string }>(olivia.page, "/api/providers", {
      name: "Reliable Plumbing",
      category: "Plumber",
      phone: "415 555 0142",
    });
    const project = await post<{ id: string }>(olivia.page, "/api/projects", { title: "Bathroom refit", budget: "5000" });
    const link = await post<{ id: string }>(olivia.page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
    const steps: Record<string, string>[] = [
      { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T10:00:00.000Z", estimateScheduledTime: "10:00" },
      { status: "quoted", quoteAmount: "400" },
    ];
    for (const fields of steps) {
      const res = await olivia.page.request.put(`/api/project-providers/${link.id}`, { multipart: fields });
      expect(res.status(), await res.text()).toBe(200);
    }
    const pdf = await olivia.page.request.put(`/api/project-providers/${link.id}`, {
      multipart: { quotePdf: { name: "quote.pdf", mimeType: "application/pdf", buffer: tinyPdf() } },
    });
    expect(pdf.status(), await pdf.text()).toBe(200);
    const leak = await post<{ id: string }>(olivia.page, "/api/projects", { title: "Fix the leak" });
    const hired = await post<{ id: string }>(olivia.page, `/api/projects/${leak.id}/providers`, { providerId: provider.id });
    await e2e.db.update(projectProviders).set({ status: "completed" }).where(eq(projectProviders.id, hired.id));
    const notes = await olivia.page.request.put("/api/home/notes", { data: { notes: "Water shut-off under the sink" } });
    expect(notes.status()).toBe(200);
    const { url } = await post<{ url: string; token: string }>(olivia.page, "/api/household/invites", { role: "member" });
    const token = new URLSearchParams(new URL(url).hash.slice(1)).get("token")!;

    // 1. Max, without an account, opens the link: signs up from it and comes back to the join sheet.
    const max = await e2e.newPhone();
    const carried: string[] = [];
    max.page.on("request", (req) => {
      if (`${req.url()} ${req.postData() ?? ""}`.includes(token)) carried.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    await max.page.goto(url.replace(e2e.baseUrl, ""));
    await max.page.waitForURL("**/api/login");
    await max.page.getByRole("tab", { name: "Create account" }).click();
    await max.page.getByLabel("E-mail").fill(uniqueEmail("max"));
    await max.page.getByLabel("Password").fill(TEST_PASSWORD);
    await max.page.getByRole("button", { name: "Create account" }).click();
    await max.page.waitForURL("**/complete-profile");
    const profile = person("Max", "Member", 62);
    await max.page.getByLabel("First name").fill(profile.firstName);
    await max.page.getByLabel("Last name").fill(profile.lastName);
    await max.page.getByLabel("Phone number").fill(profile.phone);
    await max.page.getByLabel("Home address").fill(profile.homeAddress);
    await max.page.getByRole("button", { name: "Complete Profile" }).click();
    await expectVisible(max.page.getByRole("heading", { name: "Olivia Owner invites you to their household" }));
    expect(new URL(max.page.url()).pathname).toBe("/household/join");
    const sheet = max.page.getByRole("list", { name: "What becomes visible to members" });
    for (const item of ["Your projects", "Your provider list", "Your shared notes"]) await expectVisible(sheet.getByText(item));
    await screenshot(max.page, "household-story-01-join-sheet");
    await screenshotAt320(max.page, "household-story-01-join-sheet");
    await max.page.getByRole("button", { name: "Join household" }).click();
    await expectVisible(toast(max.page, "You joined the household"));
    await max.page.waitForURL((u) => u.pathname === "/profile");
    await expectVisible(
      max.page.getByRole("list", { name: "People in your household" }).getByText("Olivia Owner", { exact: true }),
    );
    // The token went to the server only with the join sheet's preview and the join.
    expect([...new Set(carried)].sort()).toEqual(["POST /api/household/invites/preview", "POST /api/household/join"]);
    // Home no longer offers the link: it was taken.
    expect(await max.page.evaluate(() => sessionStorage.getItem("vowch.returnTo"))).toBeNull();

    // 2. Max works on Olivia's project from his own list: edits the description, accepts the quote.
    await openProject(max.page, "Bathroom refit", project.id);
    await expectVisible(max.page.getByText("Your household's"));
    await expect(max.page.getByRole("button", { name: "Delete project" }).count()).resolves.toBe(0);
    const row = max.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Reliable Plumbing" });
    await expectVisible(row.getByText("$400", { exact: true }));
    await screenshot(max.page, "household-story-02-member-project");
    await screenshotAt320(max.page, "household-story-02-member-project");
    await max.page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = max.page.getByRole("dialog", { name: "Edit Project" });
    await poll(() => form.getByLabel("Description").count()).toBe(1);
    await form.getByLabel("Description").fill("Walk-in shower, new tiles");
    await screenshot(max.page, "household-story-03-member-edit");
    await screenshotAt320(max.page, "household-story-03-member-edit");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expectVisible(toast(max.page, "Project updated successfully!"));
    await row.getByRole("button", { name: "Accept Offer" }).click();
    await expectVisible(row.getByRole("button", { name: "Schedule Work" }));
    await poll(async () => {
      const res = await olivia.page.request.get(`/api/projects/${project.id}`);
      return ((await res.json()) as { description: string }).description;
    }).toBe("Walk-in shower, new tiles");
    await poll(async () => {
      const res = await olivia.page.request.get(`/api/projects/${project.id}/providers`);
      return ((await res.json()) as { status: string }[])[0]?.status;
    }).toBe("accepted");

    // 3. Vera, a viewer by her own link, on a phone whose service worker keeps what she read.
    const viewerLink = await post<{ token: string }>(olivia.page, "/api/household/invites", { role: "viewer" });
    const context = await e2e.newContext({ serviceWorkers: "allow" });
    const vera = await context.newPage();
    const errors = collectPageErrors(vera);
    await signUpThroughApi(vera, uniqueEmail("vera"), person("Vera", "Viewer", 63));
    await post(vera, "/api/household/join", { token: viewerLink.token });

    await openProject(vera, "Bathroom refit", project.id);
    await expectVisible(vera.getByText("View only"));
    const veraRow = vera.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Reliable Plumbing" });
    await expectVisible(veraRow);
    await expectVisible(vera.getByText("Walk-in shower, new tiles"));
    for (const name of ["Edit", "Delete project", "Add Provider", "Schedule Work", "Reject", "Edit Quote"]) {
      await expect(vera.getByRole("button", { name, exact: true }).count(), name).resolves.toBe(0);
    }
    await expect(vera.getByText(/\$400/).count()).resolves.toBe(0);
    await expect(vera.getByText(/\$5,000/).count()).resolves.toBe(0);
    await expect(vera.getByRole("link", { name: /quote\.pdf/i }).count()).resolves.toBe(0);
    await screenshot(vera, "household-story-04-viewer-project");
    await screenshotAt320(vera, "household-story-04-viewer-project");

    await vera.goto("/");
    await poll(() => vera.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null))).toBe("activated");
    // Opened again, the page is the worker's to answer (a first load is not).
    await vera.reload();
    const card = vera.getByRole("link", { name: /Who to call/ });
    await expectVisible(card);
    // The first card: above "Find Trusted Providers".
    const cardTop = (await card.boundingBox())!.y;
    const findTop = (await vera.getByRole("heading", { name: "Find Trusted Providers" }).boundingBox())!.y;
    expect(cardTop).toBeLessThan(findTop);
    await screenshot(vera, "household-story-05-viewer-home");
    await screenshotAt320(vera, "household-story-05-viewer-home");

    await card.click();
    await vera.waitForURL("**/home/who-to-call");
    await expectVisible(vera.getByRole("heading", { name: "Who to call", level: 1 }));
    const call = vera.getByRole("link", { name: "Call Reliable Plumbing, 415 555 0142" });
    await expectVisible(call);
    expect(await call.getAttribute("href")).toBe("tel:+14155550142");
    await expectVisible(vera.getByText("Water shut-off under the sink"));
    // A viewer reads: no "Save notes", no "Make go-to".
    expect(await vera.getByRole("button", { name: "Save notes" }).count()).toBe(0);
    expect(await vera.getByRole("button", { name: /Make go-to/ }).count()).toBe(0);
    await screenshot(vera, "household-story-06-who-to-call");
    await screenshotAt320(vera, "household-story-06-who-to-call");

    // After this one visit, the page and its answer are on the device.
    await poll(() => kept(vera, "/api/home/who-to-call")).toBe(true);
    await context.setOffline(true);
    await vera.reload();
    await expectVisible(vera.getByRole("heading", { name: "Who to call", level: 1 }));
    await expectVisible(vera.getByText("Reliable Plumbing"));
    await expectVisible(vera.getByText("Water shut-off under the sink"));
    await screenshot(vera, "household-story-07-offline");
    await screenshotAt320(vera, "household-story-07-offline");
    await context.setOffline(false);

    expect(olivia.errors).toEqual([]);
    expect(max.errors).toEqual([]);
    // The offline reload's failed requests are the network's, not the page's.
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  },
);
