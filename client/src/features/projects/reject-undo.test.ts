import { describe, expect, it } from "vitest";
import { mayUndoReject } from "./reject-undo";

describe("mayUndoReject: whoever may reject may undo", () => {
  it.each([
    { status: "rejected", from: "quoted", owner: false, may: true },
    { status: "rejected", from: null, owner: false, may: true }, // rejected before the status was kept: back to contacted
    { status: "rejected", from: "completed", owner: false, may: false },
    { status: "rejected", from: "active", owner: false, may: false },
    { status: "rejected", from: "completed", owner: true, may: true },
    { status: "quoted", from: null, owner: true, may: false },
  ])("$status from $from, owner $owner → $may", ({ status, from, owner, may }) => {
    expect(mayUndoReject({ status, rejectedFromStatus: from }, owner)).toBe(may);
  });
});
