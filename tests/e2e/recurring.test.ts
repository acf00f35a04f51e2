// Recurring work that remembers at 390×844: Home's "Coming up" with a service
// and an estimate, the browser's time zone stored on the profile, a visit logged on a monthly
// project whose next service rolls Jan 31 → Feb 28 → Mar 31, the service log with its total per
// year, and "Add to calendar" files (an all-day date, an appointment under TZID). axe finds no
// serious or critical violation on Home, the dialog or the detail.
import { expect, it } from "vitest";
import { addDays } from "../../common/recurring-dates";
import { dateIn } from "../../common/time-zone";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E, PHONE_TIME_ZONE } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("logs visits that roll the schedule, shows the log, Coming up and calendar files", { timeout: 240_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("rhea"), {
    firstName: "Rhea",
    lastName: "Routine",
    phone: "415-555-0142",
    homeAddress: "4 Elm Row",
  });
  const post = async (url: string, data: object, method: "post" | "put" = "post") => {
    const res = await page.request[method](url, { data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string };
  };

  const today = dateIn(new Date(), PHONE_TIME_ZONE);
  const lawn = await post("/api/projects", {
    title: "Weekly lawn care",
    category: "Lawn Care",
    projectType: "recurring",
    status: "active",
    recurringFrequency: "weekly",
    nextServiceDate: addDays(today, 2),
  });
  const pool = await post("/api/projects", {
    title: "Pool service",
    category: "Pool Maintenance",
    projectType: "recurring",
    status: "active",
    recurringFrequency: "monthly",
    nextServiceDate: "2027-01-31",
  });
  const roof = await post("/api/projects", { title: "Roof repair" });
  const roofer = await post("/api/providers", { name: "Ridge Roofing", category: "General Contractor" });
  const link = await post(`/api/projects/${roof.id}/providers`, { providerId: roofer.id });
  // Scheduled before the account has a zone: the server reads the typed time in UTC, and every
  // screen names that zone ("3:00 PM UTC") to this New York browser.
  await post(
    `/api/project-providers/${link.id}`,
    { status: "estimate_scheduled", estimateScheduledDate: `${addDays(today, 4)}T15:00`, estimateScheduledTime: "15:00" },
    "put",
  );

  // Home: "Coming up" lists the service and the estimate, in date order. The page stores the
  // browser's zone on the profile when it first goes idle (time-zone-sync.ts); a profile without
  // a zone yet asks for "Coming up" only after that, so its times are never shown in UTC first.
  const calls: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/coming-up")) calls.push("coming-up");
    if (req.url().endsWith("/api/account/time-zone") && req.method() === "PUT") calls.push("zone");
  });
  const zoneStored = page.waitForResponse(
    (res) => res.url().endsWith("/api/account/time-zone") && res.request().method() === "PUT",
    { timeout: 60_000 },
  );
  await page.goto("/");
  expect((await zoneStored).ok()).toBe(true);
  await poll(() => calls).toEqual(["zone", "coming-up"]);
  const comingUp = page.getByRole("list", { name: "Coming up in the next 14 days" });
  await expectVisible(comingUp);
  const items = comingUp.getByRole("listitem");
  await poll(() => items.count()).toBe(2);
  await poll(() => items.nth(0).textContent()).toContain("Weekly lawn care");
  await poll(() => items.nth(1).textContent()).toContain("Roof repair");
  await poll(() => items.nth(1).textContent()).toContain("3:00 PM UTC · Estimate with Ridge Roofing");
  expect(await page.getByText("Pool service").count()).toBe(0);
  await screenshot(page, "recurring-01-home-coming-up");
  // Nothing runs off a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await poll(() => seriousViolations(page)).toEqual([]);

  // The browser's zone went onto the profile; the estimate's calendar file is at 15:00 UTC, where it was scheduled.
  await poll(async () => ((await (await page.request.get("/api/auth/user")).json()) as { timeZone?: string }).timeZone).toBe(
    PHONE_TIME_ZONE,
  );
  const estimateHref = await comingUp.getByRole("link", { name: /^Add to calendar: Roof repair/ }).getAttribute("href");
  const ics = await page.request.get(estimateHref!);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain(`DTSTART:${addDays(today, 4).replaceAll("-", "")}T150000Z`);

  // The roof's Providers card offers the same file beside the appointment.
  await page.goto(`/projects/${roof.id}`);
  const estimateButton = page.getByRole("link", { name: "Add to calendar: estimate with Ridge Roofing" });
  await expectVisible(estimateButton);
  expect(await estimateButton.getAttribute("href")).toBe(`/api/project-providers/${link.id}/estimate.ics`);

  // The pool: monthly from Jan 31. Log a visit; the next service rolls to Feb 28.
  await page.goto(`/projects/${pool.id}`);
  const facts = page.locator("dl").first();
  await expectVisible(facts.getByText("Jan 31, 2027"));
  await expectVisible(page.getByText("No visits logged yet."));
  await page.getByRole("button", { name: "Log a visit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Log a visit" }).waitFor();
  await expectVisible(dialog.getByText("This visit completes the service scheduled for Jan 31, 2027."));
  await dialog.getByLabel("Visit date").fill("2027-02-01");
  await dialog.getByLabel("Cost").fill("80");
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog.getByLabel("Notes").fill("Filter cleaned, chlorine topped up");
  await expectVisible(dialog.getByText("Next service moves to Feb 28, 2027."));
  await screenshot(page, "recurring-02-log-visit-dialog");
  await poll(() => seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole("button", { name: "Log Visit" }).click();
  await toast(page, "Visit logged").waitFor();
  await dialog.waitFor({ state: "detached" });
  await expectVisible(facts.getByText("Feb 28, 2027"));
  const log = page.getByRole("list", { name: "Service log" });
  await poll(() => log.getByRole("listitem").count()).toBe(1);
  await poll(() => log.textContent()).toContain("Filter cleaned, chlorine topped up");
  await poll(() => log.textContent()).toContain("Scheduled for Jan 31, 2027");
  await expectVisible(page.getByTestId("year-2027").getByText("$80", { exact: true }));

  // The next visit on the clamped Feb 28 goes back to the anchor day: Mar 31.
  await page.getByRole("button", { name: "Log a visit" }).click();
  await dialog.getByLabel("Visit date").fill("2027-02-28");
  await dialog.getByLabel("Cost").fill("85.50");
  await expectVisible(dialog.getByText("Next service moves to Mar 31, 2027."));
  await dialog.getByRole("button", { name: "Log Visit" }).click();
  await toast(page, "Visit logged").waitFor();
  await expectVisible(facts.getByText("Mar 31, 2027"));
  await expectVisible(facts.getByText("31", { exact: true }));
  await poll(() => log.getByRole("listitem").count()).toBe(2);
  await expectVisible(page.getByTestId("year-2027").getByText("2027 · 2 visits"));
  await expectVisible(page.getByTestId("year-2027").getByText("$165.50"));
  await screenshot(page, "recurring-03-service-log");
  await poll(() => seriousViolations(page)).toEqual([]);

  // "Add to calendar" for the next service: an all-day event on Mar 31, whatever the zone.
  const serviceHref = await page.getByRole("link", { name: "Add to calendar: next service" }).getAttribute("href");
  expect(serviceHref).toBe(`/api/projects/${pool.id}/next-service.ics`);
  const serviceIcs = await (await page.request.get(serviceHref!)).text();
  expect(serviceIcs).toContain("DTSTART;VALUE=DATE:20270331\r\n");
  expect(serviceIcs).toContain("DTEND;VALUE=DATE:20270401\r\n");

  // The lawn: a visit logged today moves its next service a week on, and Home follows.
  await page.goto(`/projects/${lawn.id}`);
  await page.getByRole("button", { name: "Log a visit" }).click();
  await dialog.getByLabel("Visit date").fill(today);
  await dialog.getByRole("button", { name: "Log Visit" }).click();
  await toast(page, "Visit logged").waitFor();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expectVisible(comingUp);
  await poll(() => items.count()).toBe(2);
  // Coming up refetches after the visit: the lawn care moved past the estimate.
  await poll(() => items.nth(0).textContent()).toContain("Roof repair");
  await poll(() => items.nth(1).textContent()).toContain("Weekly lawn care");
  await screenshot(page, "recurring-04-home-after-visit");

  expect(errors).toEqual([]);
  await context.close();
});
