// Component tests of the project dialogs: one fixture of a project's provider, one render inside
// the app's own query client and a router, and one fetch stub that answers JSON and records calls.
import type { ReactNode } from "react";
import { vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { renderInApp, type AppRenderOptions } from "./render";

/** A project's provider ("Ace Plumbing", contacted) with the given fields changed. */
export const linkFixture = (over: Partial<ProjectProviderWithProvider> = {}): ProjectProviderWithProvider => ({
  id: "link-1",
  projectId: "p1",
  providerId: "pr1",
  status: "contacted",
  quoteAmount: null,
  notes: null,
  quotePdfUrl: null,
  quotePdfName: null,
  estimateScheduledDate: null,
  estimateScheduledTime: null,
  estimateTimeZone: null,
  workStartDate: null,
  finalAmount: null,
  currency: "USD",
  rating: null,
  review: null,
  completionPhotos: [],
  completionPhotoUploaders: [],
  earlierQuotes: [],
  rejectedFromStatus: null,
  isVouched: false,
  vouchedAt: null,
  createdAt: "2024-01-01",
  updatedAt: "2024-01-01",
  provider: { id: "pr1", name: "Ace Plumbing", category: "Plumber", email: null, phone: null, rating: "0", reviewCount: 0 },
  ...over,
});

/**
 * Renders an open dialog as the app would (its query client, a router at `path`), with `seed`
 * put in the cache first; answers the dialog's queries within.
 */
export function renderDialog(ui: ReactNode, options: AppRenderOptions = {}) {
  renderInApp(ui, options);
  return within(screen.getByRole("dialog"));
}

/** Stubs fetch: each call is recorded by `record` and answered 200 with `answer`'s JSON. */
export function stubJsonFetch(
  answer: (url: string, init?: RequestInit) => unknown,
  record: (url: string, init?: RequestInit) => void,
) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      record(url, init);
      return Promise.resolve(
        new Response(JSON.stringify(answer(url, init)), { status: 200, headers: { "Content-Type": "application/json" } }),
      );
    }),
  );
}
