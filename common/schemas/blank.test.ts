import { describe, expect, it } from "vitest";
import { blankToNull, blankToUndefined } from "./blank";

describe("blank values", () => {
  it("treats empty, whitespace, null and undefined as blank", () => {
    for (const v of ["", "  ", null, undefined]) {
      expect(blankToUndefined(v)).toBeUndefined();
      expect(blankToNull(v)).toBeNull();
    }
  });

  it("keeps real values (trimmed for storage)", () => {
    expect(blankToUndefined(" a ")).toBe(" a ");
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToNull(" a ")).toBe("a");
  });
});
