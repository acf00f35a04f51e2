// One time for one appointment (docs/decisions/125-one-time-for-one-appointment.md) at 390×844: an
// estimate scheduled in the app from a Los Angeles browser shows the same day and time on the
// project's Providers card, in Home's "Coming up" and in its calendar file, to its scheduler and to
// collaborators whose browsers are in Berlin and Tokyo; those two see the zone named ("9:30 AM PST").
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { zoneShortName } from "../../common/appointment";
import { formatDate } from "../../common/format";
import { addDays } from "../../common/recurring-dates";
import { dateIn, instantOf } from "../../common/time-zone";
import { seriousViolations } from "../support/axe";
import {
  expectVisible,
  person,
  poll,
  post,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  useE2E,
  wordsSplitAcrossLines,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const LA = "America/Los_Angeles";

/** A phone whose browser is in `timezoneId`, signed up, with that zone on its profile (as its first page would store it). */
async function phoneIn(timezoneId: string, name: string, n: number) {
  const context = await e2e.newContext({ timezoneId });
  const page = await context.newPage();
  const account = await signUpThroughApi(page, uniqueEmail(name.toLowerCase()), person(name, "Zone", n));
  const res = await page.request.put("/api/account/time-zone", { data: { timeZone: timezoneId } });
  expect(res.status()).toBe(204);
  return { page, id: account.id };
}

/** The calendar file's start and end as ical.js reads them. */
async function calendarEvent(page: Page, href: string) {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const text = await res.text();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  return { text, start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() };
}

it("the project card, Coming up and the calendar file agree in three time zones", { timeout: 240_000 }, async () => {
  const ana = await phoneIn(LA, "Ana", 1);
  const ben = await phoneIn("Europe/Berlin", "Ben", 2);
  const kai = await phoneIn("Asia/Tokyo", "Kai", 3);
  const project = await post<{ id: string }>(ana.page, "/api/projects", { title: "Garage door" });
  const provider = await post<{ id: string }>(ana.page, "/api/providers", {
    name: "Door Doctors",
    category: "General Contractor",
  });
  await post(ana.page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
  for (const who of [ben, kai]) await post(ana.page, `/api/projects/${project.id}/collaborators`, { userId: who.id });

  // Ana schedules it in the app: 9:30 on her clock, three days from now.
  const day = addDays(dateIn(new Date(), LA), 3);
  const at = instantOf(day, LA, "09:30");
  await ana.page.goto(`/projects/${project.id}`);
  const row = ana.page.getByRole("listitem", { name: "Door Doctors" });
  await row.getByRole("button", { name: "Schedule Estimate" }).click();
  const dialog = ana.page.getByRole("dialog");
  await dialog.getByLabel("Estimate date").fill(day);
  await dialog.getByLabel("Estimate time").fill("09:30");
  await dialog.getByRole("button", { name: "Schedule Estimate" }).click();
  await expectVisible(row.getByText("Scheduled", { exact: true }));

  const when = `${formatDate(day)} at 9:30 AM`;
  const zoneName = zoneShortName(at, LA); // PST or PDT, by the day
  for (const [who, label, named] of [
    [ana, "los-angeles", false],
    [ben, "berlin", true],
    [kai, "tokyo", true],
  ] as const) {
    const { page } = who;
    // The project's Providers card.
    await page.goto(`/projects/${project.id}`);
    const card = page.getByRole("listitem", { name: "Door Doctors" });
    const shown = named ? `${when} ${zoneName}` : when;
    await expectVisible(card.getByText(shown, { exact: true }));
    await screenshot(page, `appointment-zones-card-${label}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await poll(() => seriousViolations(page)).toEqual([]);
    // At 320 px too: the time with its zone, and each person's name on the project whole beside their role.
    await screenshotAt320(page, `appointment-zones-card-${label}`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectVisible(card.getByText(shown, { exact: true }));
      await poll(() => wordsSplitAcrossLines(card)).toEqual([]);
      const people = page.getByRole("list", { name: "People on this project" });
      for (const name of ["Ana Zone", "Ben Zone", "Kai Zone"])
        await poll(() => wordsSplitAcrossLines(people.getByText(name, { exact: true }))).toEqual([]);
    });

    // Home's "Coming up": the same time, the zone named alike.
    await page.goto("/");
    const item = page.getByRole("list", { name: "Coming up in the next 14 days" }).getByRole("listitem");
    await expectVisible(item.filter({ hasText: "Garage door" }));
    const text = await item.filter({ hasText: "Garage door" }).textContent();
    expect(text).toContain(`${named ? `9:30 AM ${zoneName}` : "9:30 AM"} · Estimate with Door Doctors`);
    await screenshot(page, `appointment-zones-home-${label}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotAt320(page, `appointment-zones-home-${label}`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await poll(() => wordsSplitAcrossLines(item.filter({ hasText: "Garage door" }))).toEqual([]);
    });

    // The calendar file behind Home's "Add to calendar": 9:30 in Los Angeles, the same instant, one hour.
    const href = await item.getByRole("link", { name: /^Add to calendar: Garage door/ }).getAttribute("href");
    const ics = await calendarEvent(page, href!);
    expect(ics.text).toContain(`DTSTART;TZID=${LA}:${day.replaceAll("-", "")}T093000\r\n`);
    expect({ start: ics.start, end: ics.end }).toEqual({ start: at.getTime(), end: at.getTime() + 3_600_000 });
  }
});
