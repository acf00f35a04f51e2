import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ProjectListItem } from "@common/schemas/projects";
import { stubJsonFetch } from "@/test/dialog";
import { renderInApp } from "@/test/render";
import { StartWorkDialog, type StartWorkMode } from "./start-work-dialog";
import { timelineFromDates } from "./quote-request-draft";

const project = (over: Partial<ProjectListItem>): ProjectListItem => ({
  id: "p1",
  userId: "u1",
  title: "Backyard fence",
  description: "60 ft of cedar",
  status: "planning",
  budget: null,
  currency: "USD",
  startDate: "2027-06-01",
  endDate: null,
  progress: 0,
  category: null,
  isPublic: false,
  projectType: "one_time",
  recurringFrequency: null,
  recurringDayOfWeek: null,
  recurringDayOfMonth: null,
  nextServiceDate: null,
  recurringBudget: null,
  isRecurringActive: true,
  recurringNotes: null,
  visibility: null,
  costKind: null,
  createdAt: "2027-01-01T00:00:00Z",
  updatedAt: "2027-01-01T00:00:00Z",
  isOwner: true,
  access: "owner",
  providers: [],
  providerCount: 0,
  statusCounts: {},
  ...over,
});

const projects = [
  project({ id: "done", title: "Old shed", status: "completed", startDate: null }),
  project({ id: "p1", title: "Backyard fence" }),
];
const user = { id: "u1", firstName: "Ann", lastName: "Lee", homeAddress: "12 Birch Road", isProfileComplete: true };
const calls: { url: string; method: string; body: unknown }[] = [];

function answer(url: string, init?: RequestInit): unknown {
  if (url === "/api/auth/user") return user;
  if (url === "/api/projects" && init?.method === "POST") return project({ id: "new1", title: "Front gate" });
  // The list is read page by page (one page here: no Link to a next one).
  if (url.startsWith("/api/projects?limit=")) return projects;
  return {};
}

function renderDialog(mode: StartWorkMode) {
  const { history } = renderInApp(
    <StartWorkDialog
      mode={mode}
      provider={{ id: "pr1", name: "Fence Pros", email: "office@fencepros.example", phone: null }}
      open
      onOpenChange={vi.fn()}
    />,
    { path: "/providers/pr1" },
  );
  return { dialog: within(screen.getByRole("dialog")), history };
}

const writes = () => calls.filter((c) => c.method !== "GET");

beforeEach(() => {
  calls.length = 0;
  stubJsonFetch(answer, (url, init) =>
    calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(init.body as string) : undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("StartWorkDialog", () => {
  it("Add to project: picks the first open project and adds the provider to it", async () => {
    const { dialog, history } = renderDialog("add");
    const picker = dialog.getByLabelText<HTMLSelectElement>("Project");
    await waitFor(() => expect(picker.value).toBe("p1"));
    fireEvent.click(dialog.getByRole("button", { name: "Add to project" }));
    await waitFor(() => expect(history).toContain("/projects/p1"));
    expect(writes()).toEqual([{ url: "/api/projects/p1/providers", method: "POST", body: { providerId: "pr1" } }]);
  });

  it("Add to project: a new project needs its title, then is created and the provider added to it", async () => {
    const { dialog, history } = renderDialog("add");
    const picker = dialog.getByLabelText<HTMLSelectElement>("Project");
    await waitFor(() => expect(picker.value).toBe("p1"));
    fireEvent.change(picker, { target: { value: "new" } });
    const submit = dialog.getByRole<HTMLButtonElement>("button", { name: "Add to project" });
    expect(submit.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Project title"), { target: { value: "   " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Project title"), { target: { value: " Front gate " } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(history).toContain("/projects/new1"));
    expect(writes()).toEqual([
      { url: "/api/projects", method: "POST", body: { title: "Front gate" } },
      { url: "/api/projects/new1/providers", method: "POST", body: { providerId: "pr1" } },
    ]);
  });

  it("Request a quote: the timeline follows the project until typed, and the address goes in only when shared", async () => {
    const { dialog } = renderDialog("quote");
    const picker = dialog.getByLabelText<HTMLSelectElement>("Project");
    const timeline = dialog.getByLabelText<HTMLInputElement>("Timeline");
    await waitFor(() => expect(picker.value).toBe("p1"));
    await waitFor(() => expect(timeline.value).toBe(timelineFromDates("2027-06-01", null)));
    const href = () => decodeURIComponent(dialog.getByRole("link", { name: "Open e-mail draft" }).getAttribute("href") ?? "");
    expect(href()).toContain("subject=Quote request: Backyard fence");
    expect(href()).not.toContain("Birch");
    expect(dialog.queryByLabelText("Address line to share")).toBeNull();

    fireEvent.click(dialog.getByRole("switch", { name: "Share an address" }));
    const address = dialog.getByLabelText<HTMLInputElement>("Address line to share");
    expect(address.value).toBe("12 Birch Road");
    fireEvent.change(address, { target: { value: "Birch Road, Springfield" } });
    expect(href()).toContain("Address: Birch Road, Springfield");

    fireEvent.change(timeline, { target: { value: "Next month" } });
    fireEvent.change(picker, { target: { value: "done" } });
    expect(timeline.value).toBe("Next month");
    expect(href()).toContain("subject=Quote request: Old shed");
    expect(href()).toContain("Timeline: Next month");
  });
});
