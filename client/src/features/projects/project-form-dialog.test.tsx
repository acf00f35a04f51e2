import { describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/react";
import { projectFormSchema } from "@common/schemas/projects";
import { renderDialog } from "@/test/dialog";
import { ProjectFormDialog } from "./project-form-dialog";

const openDialog = () => renderDialog(<ProjectFormDialog open onOpenChange={() => {}} />);

const options = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);

describe("New Project dialog (the spec's screens, the spec's validation rules)", () => {
  it("shows the spec's messages", async () => {
    const dialog = openDialog();
    fireEvent.change(dialog.getByLabelText("Budget"), { target: { value: "-1" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create Project" }));
    await waitFor(() => expect(dialog.getByText("Project title is required")).toBeTruthy());
    expect(dialog.getByText("Budget must be a valid positive number")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "x".repeat(256) } });
    fireEvent.change(dialog.getByLabelText("Start date"), { target: { value: "1899-12-31" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create Project" }));
    await waitFor(() => expect(dialog.getByText("Title is too long")).toBeTruthy());
    expect(dialog.getByText("Start date cannot be before 1900-01-01")).toBeTruthy();
  });

  it("switches the category and status lists with recurring", () => {
    const dialog = openDialog();
    expect(options(dialog.getByLabelText("Category"))).toContain("Kitchen Renovation");
    expect(options(dialog.getByLabelText("Status"))).toEqual(["Planning", "In Progress", "Completed", "On Hold"]);
    expect(dialog.queryByLabelText("Frequency")).toBeNull();
    fireEvent.click(dialog.getByRole("radio", { name: "Recurring" }));
    expect(options(dialog.getByLabelText("Category"))).toContain("Pool Maintenance");
    expect(options(dialog.getByLabelText("Category"))).not.toContain("Kitchen Renovation");
    expect(options(dialog.getByLabelText("Status"))).toEqual(["Planning", "Active", "Paused", "On Hold"]);
    expect(dialog.getByLabelText("Frequency")).toBeTruthy();
    expect(dialog.getByLabelText("Budget per service")).toBeTruthy();
  });
});

describe("project form schema", () => {
  it("sends empty optional values as absent", () => {
    const parsed = projectFormSchema.parse({ title: "Deck", description: "", budget: "", startDate: "", recurringDayOfWeek: "" });
    expect(parsed).toEqual({ title: "Deck" });
    expect(projectFormSchema.parse({ title: "Deck", budget: "12.5", recurringDayOfMonth: "31" })).toEqual({
      title: "Deck",
      budget: "12.50",
      recurringDayOfMonth: 31,
    });
  });
});
