// Home's items card speaks the page's language: in German, with a plural (one document, two
// documents), the names people typed as typed.
import { afterEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { HomeItemList } from "@common/schemas/home-items";
import { applyLanguage } from "@/lib/i18n";
import { renderInApp } from "@/test/render";
import { ItemsSection } from "./items-section";

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
  const items: HomeItemList = {
    role: "owner",
    items: [row("i1", "Water heater", 1), row("i2", "Furnace", 2)] as HomeItemList["items"],
  };
  return renderInApp(<ItemsSection />, { seed: [[["/api/home/items"], items]] });
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
