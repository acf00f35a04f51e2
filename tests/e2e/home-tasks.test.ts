// Upkeep tasks at 390×844 and 320 px: "Add from templates" picks several at once; a task due soon
// shows in Home's "Coming up" with Done; Done on /home rolls the next due date forward and the log
// shows the time. axe finds no serious or critical violation on the screen and its dialogs.
import { expect, it } from "vitest";
import { addDays, addMonths } from "../../common/recurring-dates";
import { dateIn } from "../../common/time-zone";
import { formatDate } from "../../common/format";
import { seriousViolations } from "../support/axe";
import {
  expectVisible,
  poll,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
  PHONE_TIME_ZONE,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("adds tasks from templates, marks one done from Home and from /home, and shows the log", { timeout: 240_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("hana"), {
    firstName: "Hana",
    lastName: "Home",
    phone: "415-555-0166",
    homeAddress: "9 Birch Way",
  });
  const today = dateIn(new Date(), PHONE_TIME_ZONE);
  const soon = addDays(today, 3);
  const res = await page.request.post("/api/home/tasks", {
    data: { title: "Replace furnace filter", every: "quarterly", nextDue: soon, category: "HVAC" },
  });
  expect(res.status(), await res.text()).toBe(201);

  // Home's "Coming up": the task with Done and "Ask your contacts" (nobody did it yet).
  await page.goto("/");
  const comingUp = page.getByRole("list", { name: "Coming up in the next 14 days" });
  await expectVisible(comingUp.getByText("Replace furnace filter"));
  await expectVisible(comingUp.getByRole("button", { name: "Done: Replace furnace filter" }));
  await expectVisible(comingUp.getByRole("button", { name: "Ask your contacts" }));
  await screenshot(page, "home-tasks-coming-up");
  await screenshotAt320(page, "home-tasks-coming-up");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  // Done from "Coming up": the next due date moves a quarter on, past the 14 days.
  await comingUp.getByRole("button", { name: "Done: Replace furnace filter" }).click();
  const doneDialog = page.getByRole("dialog", { name: "Mark done" });
  await expectVisible(doneDialog);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await doneDialog.getByLabel("Cost").fill("24");
  await doneDialog.getByRole("button", { name: "Done" }).click();
  await expectVisible(toast(page, "Marked done"));
  await poll(() => comingUp.getByText("Replace furnace filter").count()).toBe(0);

  // /home from Profile.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Your home: upkeep" }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await poll(() => page.title()).toBe("Your home · Vowch");
  await expectVisible(page.getByRole("heading", { level: 1, name: "Home" }));
  const tasks = page.getByRole("list", { name: "Upkeep tasks" });
  await expectVisible(tasks.getByText("Replace furnace filter"));
  await expectVisible(tasks.getByText(`Next due ${formatDate(addMonths(soon, 3))}`));

  // Add from templates: several at once.
  await page.getByRole("button", { name: "Add from templates" }).click();
  const templates = page.getByRole("dialog", { name: "Add from templates" });
  await expectVisible(templates.getByLabel(/Test smoke and CO alarms/));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, "home-tasks-templates");
  await templates.getByLabel(/Test smoke and CO alarms/).check();
  await templates.getByLabel(/Clean gutters and downspouts/).check();
  await templates.getByLabel(/Flush the water heater/).check();
  await templates.getByRole("button", { name: "Add 3" }).click();
  await expectVisible(toast(page, "3 tasks added"));
  await poll(() => tasks.getByRole("listitem").count()).toBe(4);

  // The log of the task done from Home.
  const filter = tasks.getByRole("listitem").filter({ hasText: "Replace furnace filter" });
  await filter.getByRole("button", { name: "Log" }).click();
  const log = filter.getByRole("list", { name: "Times done" });
  await expectVisible(log.getByText(formatDate(today)));
  await expectVisible(log.getByText(/\$24/));

  // Done on /home: the monthly task is logged and shows when it was last done.
  const alarms = tasks.getByRole("listitem").filter({ hasText: "Test smoke and CO alarms" });
  await alarms.getByRole("button", { name: "Done: Test smoke and CO alarms" }).click();
  await expectVisible(doneDialog);
  await doneDialog.getByRole("button", { name: "Done" }).click();
  await expectVisible(toast(page, "Marked done"));
  await expectVisible(alarms.getByText(/Last done/));

  // The add dialog is clean too.
  await page.getByRole("button", { name: "Add a task" }).click();
  const add = page.getByRole("dialog", { name: "Add a task" });
  await expectVisible(add);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await add.getByRole("button", { name: "Cancel" }).click();
  await poll(() => add.count()).toBe(0);

  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "home-tasks-screen");
  await screenshotAt320(page, "home-tasks-screen");
  expect(errors).toEqual([]);
});
