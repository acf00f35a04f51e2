// Home's cards speak the page's language: the items' card and an upkeep task's "Coming up" row in
// German, with a plural (one document, two documents) and a template's title translated.
import { afterEach, beforeAll, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import type { HomeItemList } from "@common/schemas/home-items";
import type { TaskComingUp } from "@common/schemas/home-tasks";
import { TaskComingUpRow } from "@/features/home-tasks/task-coming-up-row";
import { addEnglish, applyLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import enSignedIn from "@/locales/en-signed-in";
import { ItemsSection } from "./items-section";

beforeAll(() => addEnglish(enSignedIn));
afterEach(() => applyLanguage("en"));

const row = (id: string, name: string, documentCount: number) => ({
  id,
  name,
  category: "Plumber",
  brand: null,
  model: null,
  warrantyUntil: null,
  documentCount,
});

function renderItems() {
  const client = createQueryClient();
  client.setQueryData<HomeItemList>(["/api/home/items"], {
    role: "owner",
    items: [row("i1", "Water heater", 1), row("i2", "Furnace", 2)] as HomeItemList["items"],
  });
  return render(
    <QueryClientProvider client={client}>
      <Router>
        <ItemsSection />
      </Router>
    </QueryClientProvider>,
  );
}

it("shows the home's items in English, one document and two documents", () => {
  renderItems();
  expect(screen.getByRole("heading", { name: "Appliances and records" })).toBeTruthy();
  expect(screen.getByText("1 document")).toBeTruthy();
  expect(screen.getByText("2 documents")).toBeTruthy();
});

it("shows the home's items in German, with German plurals, the typed names as typed", async () => {
  await applyLanguage("de");
  renderItems();
  expect(screen.getByRole("heading", { name: "Geräte und Unterlagen" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Gerät hinzufügen" })).toBeTruthy();
  expect(screen.getByText("1 Dokument")).toBeTruthy();
  expect(screen.getByText("2 Dokumente")).toBeTruthy();
  expect(screen.getByText("Water heater")).toBeTruthy();
});

it("shows an upkeep task's Coming up row in German, the template's title translated", async () => {
  await applyLanguage("de");
  const item = {
    kind: "task",
    id: "t1",
    title: "Replace furnace filter",
    date: "2000-01-03",
    category: "HVAC",
    lastProvider: { name: "Sam Fixit", email: "sam@example.com" },
  } as unknown as TaskComingUp;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router>
        <ul>
          <TaskComingUpRow item={item} when="3. Jan." quoteHref="mailto:sam@example.com" onAsk={() => undefined} canEdit />
        </ul>
      </Router>
    </QueryClientProvider>,
  );
  expect(screen.getByText("Heizungsfilter wechseln")).toBeTruthy();
  expect(screen.getByText("Überfällig · war fällig 3. Jan.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Erledigt: Heizungsfilter wechseln" })).toBeTruthy();
  expect(screen.getByText("Angebot von Sam Fixit anfragen")).toBeTruthy();
});
