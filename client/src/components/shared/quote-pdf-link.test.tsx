import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { EarlierQuote } from "@common/schemas/project-providers";
import { EarlierQuotes } from "./quote-pdf-link";

afterEach(cleanup);

const quote = (over: Partial<EarlierQuote>): EarlierQuote => ({
  id: "f1",
  url: "/api/files/f1",
  name: "quote.pdf",
  uploadedBy: { id: "u1", firstName: "Hank" },
  uploadedAt: "2026-03-04T10:00:00.000Z",
  ...over,
});

describe("earlier quotes", () => {
  it("shows nothing for a link without any", () => {
    const { container } = render(<EarlierQuotes quotes={[]} viewerId="me" />);
    expect(container.innerHTML).toBe("");
  });

  it("lists each with its uploader (you, a first name, or a former member) and date, opening in a new tab", () => {
    render(
      <EarlierQuotes
        viewerId="me"
        quotes={[
          quote({ id: "a", url: "/api/files/a", name: "april.pdf" }),
          quote({ id: "b", url: "/api/files/b", name: null, uploadedBy: { id: "me", firstName: "Olivia" } }),
          quote({ id: "c", url: "/api/files/c", name: "old.pdf", uploadedBy: null }),
        ]}
      />,
    );
    expect(screen.getByText("Earlier quotes (3)").tagName).toBe("SPAN");
    const items = within(screen.getByRole("list", { name: "Earlier quotes" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "april.pdfUploaded by Hank on Mar 4, 2026",
      "Quote PDFUploaded by you on Mar 4, 2026",
      "old.pdfUploaded by a former member on Mar 4, 2026",
    ]);
    const link = within(items[0]!).getByRole("link", { name: "april.pdf" });
    expect(link.getAttribute("href")).toBe("/api/files/a");
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
