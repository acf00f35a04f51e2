// One review per job, the hirer's: on the Providers card a collaborator's Mark Completed (one-time)
// and Update Review open the notice naming the owner instead of the sheet; Mark Active stays theirs,
// Update Service asks them for no rating; Remove photo is offered only where the server allows it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ProjectType } from "@common/constants";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { authKeys } from "@/features/auth/api/auth";
import { projectKeys } from "@/features/projects/api/projects";
import { linkFixture } from "@/test/dialog";
import { renderInApp } from "@/test/render";
import { ProvidersCard } from "./providers-card";

const ME = "me-1";
const ALEX = "alex-1";
const [MINE, ALEXS] = ["a", "b"].map((n) => `/api/files/00000000-0000-4000-8000-00000000000${n}`) as [string, string];

let calls: { url: string; method: string }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET" });
      return Promise.resolve(new Response(JSON.stringify([]), { status: 200, headers: { "content-type": "application/json" } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(
  link: ProjectProviderWithProvider,
  { isOwner, projectType = "one_time" }: { isOwner: boolean; projectType?: ProjectType },
) {
  renderInApp(
    <ProvidersCard projectId="p1" projectType={projectType} projectCategory={null} isOwner={isOwner} ownerFirstName="Alex" />,
    {
      path: "/projects/p1",
      seed: [
        [authKeys.user(), { id: isOwner ? ALEX : ME, firstName: isOwner ? "Alex" : "Tom" }],
        [projectKeys.providers("p1"), [link]],
      ],
    },
  );
}

const NOTICE = "Only Alex can complete and rate this job";

describe("a collaborator's owner-only steps", () => {
  it("Mark Completed on a one-time job opens the notice naming the owner, not the sheet", async () => {
    renderCard(linkFixture({ status: "in_progress", quoteAmount: "400.00" }), { isOwner: false });
    fireEvent.click(screen.getByRole("button", { name: "Mark Completed" }));
    const notice = await screen.findByRole("alertdialog", { name: NOTICE });
    expect(within(notice).getByText(/Alex records the final amount, the rating and the review/)).toBeTruthy();
    expect(screen.queryByLabelText("Final amount")).toBeNull();
    fireEvent.click(within(notice).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("Update Review opens the notice too", async () => {
    renderCard(linkFixture({ status: "completed", finalAmount: "410.00", rating: 5, review: "Quick." }), { isOwner: false });
    // The job's rating shown is the owner's, named so.
    expect(screen.getByRole("img", { name: "Alex's rating: 5 out of 5 stars" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Update Review" }));
    expect(await screen.findByRole("alertdialog", { name: NOTICE })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the owner gets the sheet with the final amount and rating", async () => {
    renderCard(linkFixture({ status: "in_progress", quoteAmount: "400.00" }), { isOwner: true });
    fireEvent.click(screen.getByRole("button", { name: "Mark Completed" }));
    const sheet = await screen.findByRole("dialog", { name: "Mark Completed" });
    expect(within(sheet).getByLabelText(/Final amount/)).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Mark Active on a recurring job stays the collaborator's (a move, no notice)", async () => {
    renderCard(linkFixture({ status: "in_progress" }), { isOwner: false, projectType: "recurring" });
    fireEvent.click(screen.getByRole("button", { name: "Mark Active" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "PUT" && c.url === "/api/project-providers/link-1")).toBe(true));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Update Service asks a collaborator for notes and photos, not a rating or review", async () => {
    renderCard(linkFixture({ status: "active" }), { isOwner: false, projectType: "recurring" });
    fireEvent.click(screen.getByRole("button", { name: "Update Service" }));
    const sheet = await screen.findByRole("dialog", { name: "Update Service" });
    expect(within(sheet).queryByText("Rating (optional)")).toBeNull();
    expect(within(sheet).queryByLabelText("Review")).toBeNull();
    expect(within(sheet).getByLabelText("Notes")).toBeTruthy();
  });
});

describe("Remove photo", () => {
  const photos = {
    status: "completed" as const,
    rating: 5,
    completionPhotos: [MINE, ALEXS],
    completionPhotoUploaders: [ME, ALEX],
  };

  it("is offered to a collaborator only on the photos they added", () => {
    renderCard(linkFixture(photos), { isOwner: false });
    expect(screen.getByRole("button", { name: "Remove photo 1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove photo 2" })).toBeNull();
  });

  it("is offered to the owner on every photo", () => {
    renderCard(linkFixture(photos), { isOwner: true });
    expect(screen.getByRole("button", { name: "Remove photo 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove photo 2" })).toBeTruthy();
  });
});
