import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { editedWhen, editorName } from "./edit-display";

describe("editedWhen", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is relative within a week, then a date", () => {
    expect(editedWhen("2026-11-23T11:59:30Z", now)).toBe("just now");
    expect(editedWhen("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(editedWhen("2026-11-23T09:00:00Z", now)).toBe("3 hours ago");
    expect(editedWhen("2026-11-20T12:00:00Z", now)).toBe("3 days ago");
    expect(editedWhen("2026-11-01T12:00:00Z", now)).toBe("on Nov 1, 2026");
  });
  afterEach(() => applyLanguage("en"));
  it("says it in the page's language", async () => {
    await applyLanguage("es");
    expect(editedWhen("2026-11-23T11:55:00Z", now)).toBe("hace 5 minutos");
    await applyLanguage("de");
    expect(editedWhen("2026-11-20T12:00:00Z", now)).toBe("vor 3 Tagen");
  });
  it("names the editor, or a former member once the account is gone", () => {
    expect(editorName({ id: "1", name: "Bob Stranger" })).toBe("Bob Stranger");
    expect(editorName(null)).toBe("A former member");
  });
});
