import { describe, expect, it } from "vitest";
import { projectStatusSuggestion } from "./project-status-suggestion";

const links = (...statuses: string[]) => statuses.map((status) => ({ status }));
const oneTime = (status: string) => ({ status, projectType: "one_time" });
const recurring = (status: string) => ({ status, projectType: "recurring" });

describe("projectStatusSuggestion", () => {
  it("offers In Progress once an offer is accepted on a planning project (Active when recurring)", () => {
    expect(projectStatusSuggestion(oneTime("planning"), links("quoted", "accepted"))).toEqual({
      target: "in_progress",
      question: "Mark project In Progress?",
      confirmLabel: "Mark In Progress",
    });
    expect(projectStatusSuggestion(recurring("planning"), links("accepted"))?.question).toBe("Mark project Active?");
    expect(projectStatusSuggestion(oneTime("planning"), links("quoted", "contacted", "rejected"))).toBeNull();
    expect(projectStatusSuggestion(oneTime("planning"), [])).toBeNull();
    expect(projectStatusSuggestion(oneTime("in_progress"), links("accepted"))).toBeNull();
    expect(projectStatusSuggestion(oneTime("on_hold"), links("accepted"))).toBeNull();
  });

  it("offers Completed after the last provider at work is completed", () => {
    expect(projectStatusSuggestion(oneTime("in_progress"), links("completed", "rejected", "quoted"))?.question).toBe(
      "Mark project Completed?",
    );
    expect(projectStatusSuggestion(oneTime("in_progress"), links("completed", "in_progress"))).toBeNull();
    expect(projectStatusSuggestion(oneTime("in_progress"), links("completed", "accepted"))).toBeNull();
    expect(projectStatusSuggestion(oneTime("completed"), links("completed"))).toBeNull();
    expect(projectStatusSuggestion(recurring("active"), links("active"))).toBeNull();
    // A planning project whose work is already all done goes straight to Completed.
    expect(projectStatusSuggestion(oneTime("planning"), links("completed"))?.target).toBe("completed");
  });
});
