import { afterEach, describe, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { applyLanguage } from "@/lib/i18n";
import { linkFixture, renderDialog } from "@/test/dialog";
import { LinkUpdateDialog } from "./link-update-dialog";
import { stepDialog } from "./providers-card";

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/api/files/photo-${i}`);

/** The completion step of a link that already has `existing` photos, in the page's language. */
function renderCompletion(existing: number) {
  const link = linkFixture({ status: "in_progress", quoteAmount: "100.00", completionPhotos: photos(existing) });
  const config = stepDialog(link, "one_time")!;
  return renderDialog(<LinkUpdateDialog link={link} config={config} onOpenChange={() => {}} />);
}

afterEach(async () => {
  cleanup();
  await applyLanguage("en");
});

describe("the provider update dialog in another language (the projects catalogue)", () => {
  it("speaks German, with the photo count's plural", async () => {
    await applyLanguage("de");
    let dialog = renderCompletion(4);
    expect(dialog.getByRole("heading", { name: "Als abgeschlossen markieren" })).toBeTruthy();
    expect(dialog.getByLabelText("Endbetrag")).toBeTruthy();
    expect(dialog.getByText("Bis zu 1 weiteres Foto.")).toBeTruthy();
    cleanup();
    dialog = renderCompletion(2);
    expect(dialog.getByText("Bis zu 3 weitere Fotos.")).toBeTruthy();
  });

  it("speaks Spanish, with the photo count's plural", async () => {
    await applyLanguage("es");
    let dialog = renderCompletion(4);
    expect(dialog.getByText("Hasta 1 foto más.")).toBeTruthy();
    cleanup();
    dialog = renderCompletion(0);
    expect(dialog.getByText("Hasta 5 fotos más.")).toBeTruthy();
    expect(dialog.getByText("Fotos de finalización")).toBeTruthy();
  });

  it("is back in English afterwards", () => {
    const dialog = renderCompletion(4);
    expect(dialog.getByText("Up to 1 more photo.")).toBeTruthy();
  });
});
