// An upkeep task's "Coming up" row on Home in German: the seasonal template's title translated (the
// API keeps its English), overdue said so, Done and the quote request in German.
import { afterEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { TaskComingUp } from "@common/schemas/home-tasks";
import { applyLanguage } from "@/lib/i18n";
import { renderInApp } from "@/test/render";
import { TaskComingUpRow } from "./task-coming-up-row";

afterEach(() => applyLanguage("en"));

const item = {
  kind: "task",
  id: "t1",
  title: "Replace furnace filter",
  date: "2000-01-03",
  category: "HVAC",
  lastProvider: { name: "Sam Fixit", email: "sam@example.com" },
} as unknown as TaskComingUp;

function renderRow(when: string) {
  return renderInApp(
    <ul>
      <TaskComingUpRow item={item} when={when} quoteHref="mailto:sam@example.com" onAsk={() => undefined} canEdit />
    </ul>,
  );
}

it("shows the row in English as the spec words it", () => {
  renderRow("Jan 3");
  expect(screen.getByText("Replace furnace filter")).toBeTruthy();
  expect(screen.getByText("Overdue · was due Jan 3")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Done: Replace furnace filter" })).toBeTruthy();
});

it("shows an upkeep task's Coming up row in German, the template's title translated", async () => {
  await applyLanguage("de");
  renderRow("3. Jan.");
  expect(screen.getByText("Heizungsfilter wechseln")).toBeTruthy();
  expect(screen.getByText("Überfällig · war fällig 3. Jan.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Erledigt: Heizungsfilter wechseln" })).toBeTruthy();
  expect(screen.getByText("Angebot von Sam Fixit anfragen")).toBeTruthy();
});
