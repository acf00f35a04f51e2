import { describe, expect, it } from "vitest";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { editDialog, ownerOnlyStep, stepDialog } from "./providers-card";

const link = (status: ProjectProviderWithProvider["status"], quoteAmount: string | null = null) =>
  ({ status, quoteAmount }) as ProjectProviderWithProvider;

describe("next-step dialogs (the spec's states and transitions)", () => {
  it("asks for exactly the input each step needs", () => {
    expect(stepDialog(link("pending"), "one_time")).toBeNull();
    expect(stepDialog(link("contacted"), "one_time")).toMatchObject({
      kind: "estimate",
      title: "Schedule Estimate",
      target: "estimate_scheduled",
    });
    expect(stepDialog(link("estimate_scheduled"), "one_time")).toMatchObject({
      kind: "quote",
      title: "Add Quote",
      target: "quoted",
    });
    expect(stepDialog(link("estimate_scheduled", "10.00"), "one_time")).toMatchObject({ title: "Edit Quote" });
    expect(stepDialog(link("quoted"), "one_time")).toBeNull();
    expect(stepDialog(link("accepted"), "one_time")).toMatchObject({ kind: "workStart", target: "in_progress" });
    expect(stepDialog(link("in_progress"), "one_time")).toMatchObject({
      kind: "completion",
      title: "Mark Completed",
      target: "completed",
    });
    expect(stepDialog(link("in_progress"), "recurring")).toBeNull();
    expect(stepDialog(link("completed"), "one_time")).toMatchObject({ title: "Update Review", target: "completed" });
    expect(stepDialog(link("active"), "recurring")).toMatchObject({ kind: "service", title: "Update Service", target: "active" });
  });

  it("names what each step did in its toast", () => {
    const done = (status: ProjectProviderWithProvider["status"], type: "one_time" | "recurring" = "one_time") =>
      stepDialog(link(status), type)?.done;
    expect(done("contacted")).toBe("Estimate scheduled");
    expect(done("estimate_scheduled")).toBe("Quote saved");
    expect(done("accepted")).toBe("Work scheduled");
    expect(done("in_progress")).toBe("Job completed");
    expect(done("completed")).toBe("Review updated");
    expect(done("active", "recurring")).toBe("Service updated");
    expect(editDialog(link("estimate_scheduled")).done).toBe("Estimate scheduled");
    expect(editDialog(link("quoted")).done).toBe("Quote saved");
  });

  it("edits the appointment while scheduled and the quote otherwise", () => {
    expect(editDialog(link("estimate_scheduled")).title).toBe("Edit Appointment");
    expect(editDialog(link("quoted")).title).toBe("Edit Quote");
    expect(editDialog(link("contacted")).title).toBe("Edit Quote");
  });
});

describe("the owner's steps (one review per job, the hirer's)", () => {
  it("are Mark Completed on a one-time job and Update Review; Mark Active and the rest are anyone's", () => {
    expect(ownerOnlyStep(link("in_progress"), "one_time")).toBe(true);
    expect(ownerOnlyStep(link("completed"), "one_time")).toBe(true);
    expect(ownerOnlyStep(link("in_progress"), "recurring")).toBe(false);
    expect(ownerOnlyStep(link("active"), "recurring")).toBe(false);
    for (const status of ["pending", "contacted", "estimate_scheduled", "quoted", "accepted", "rejected"] as const) {
      expect(ownerOnlyStep(link(status), "one_time"), status).toBe(false);
    }
  });

  it("ask a collaborator's service update for no rating", () => {
    expect(stepDialog(link("active"), "recurring", false)).toMatchObject({ kind: "service", rates: false });
    expect(stepDialog(link("active"), "recurring")).toMatchObject({ kind: "service", rates: true });
  });
});
