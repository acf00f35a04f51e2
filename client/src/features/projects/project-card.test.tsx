import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ProjectListItem } from "@common/schemas/projects";
import { renderInApp } from "@/test/render";
import { ProjectCard } from "./project-card";
import { statusChipCounts, StatusChips } from "./status-chips";

function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id: "p1",
    userId: "u1",
    title: "Kitchen",
    description: "New cabinets",
    status: "planning",
    budget: "4200.00",
    currency: "USD",
    startDate: "2024-03-05",
    endDate: null,
    progress: 0,
    category: "Kitchen Renovation",
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
    createdAt: "2024-03-01T00:00:00Z",
    updatedAt: "2024-03-01T00:00:00Z",
    isOwner: true,
    access: "owner",
    providers: [],
    providerCount: 0,
    statusCounts: {},
    ...overrides,
  };
}

const renderAt = (ui: React.ReactNode) => renderInApp(ui, { path: "/projects" });

describe("ProjectCard (the spec's screens)", () => {
  it("shows badges, budget, start date and 'No providers'", () => {
    renderAt(<ProjectCard project={project()} />);
    expect(screen.getByText("$4,200")).toBeTruthy();
    expect(screen.getByText("Started Mar 5, 2024")).toBeTruthy();
    expect(screen.getByText("Planning")).toBeTruthy();
    expect(screen.getByText("No providers")).toBeTruthy();
    expect(screen.queryByText("Recurring")).toBeNull();
    expect(screen.queryByRole("button", { name: /Actions for/ })).toBeNull();
  });

  it("shows at most 3 avatars with initials, +N, recurring and non-zero status counts", () => {
    const { history } = renderAt(
      <ProjectCard
        project={project({
          projectType: "recurring",
          startDate: null,
          providers: [
            { id: "a", name: "Ada Plumbing" },
            { id: "b", name: "Ben & Sons Builds" },
            { id: "c", name: "Cy" },
          ],
          providerCount: 5,
          statusCounts: { quoted: 2, completed: 3 },
        })}
      />,
    );
    expect(screen.getByText("Recurring")).toBeTruthy();
    expect(screen.getByText("No start date")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: "Ada Plumbing" })).getByText("AP")).toBeTruthy();
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.getByText("+2")).toBeTruthy();
    const counts = within(screen.getByLabelText("Providers by status"));
    expect(counts.getByText("2 Quoted")).toBeTruthy();
    expect(counts.getByText("3 Completed")).toBeTruthy();
    expect(counts.queryByText(/Contacted/)).toBeNull();

    // An avatar opens the provider, not the project.
    expect(within(screen.getByRole("link", { name: "Ben & Sons Builds" })).getByText("BS")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Ben & Sons Builds" }));
    expect(history.at(-1)).toBe("/providers/b");
    fireEvent.click(screen.getByRole("button", { name: "View Details" }));
    expect(history.at(-1)).toBe("/projects/p1");
  });

  it("offers the actions menu to owners", () => {
    const onEdit = vi.fn();
    renderAt(<ProjectCard project={project()} showActions onEdit={onEdit} onDelete={() => {}} />);
    expect(screen.getByRole("button", { name: "Actions for Kitchen" })).toBeTruthy();
  });
});

describe("StatusChips", () => {
  it("lists all plus each present status with counts", () => {
    const projects = [{ status: "planning" }, { status: "active" }, { status: "planning" }];
    expect(statusChipCounts(projects)).toEqual([
      { status: "all", count: 3 },
      { status: "planning", count: 2 },
      { status: "active", count: 1 },
    ]);
    const onChange = vi.fn();
    render(<StatusChips projects={projects} value="all" onChange={onChange} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["All3", "Planning2", "Active1"]);
    fireEvent.click(screen.getByRole("button", { name: "Active 1" }));
    expect(onChange).toHaveBeenCalledWith("active");
  });
});
