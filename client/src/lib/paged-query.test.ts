import { describe, expect, it } from "vitest";
import { nextCursor } from "./paged-query";

describe("nextCursor", () => {
  it("reads the cursor of the rel=next link, and null without one", () => {
    expect(nextCursor('</api/providers/1/edits?limit=30&cursor=MjAyNi0x>; rel="next"')).toBe("MjAyNi0x");
    expect(nextCursor("<https://vowch.example/api/x?cursor=a%2Bb>; rel=next")).toBe("a+b");
    expect(nextCursor('</api/x?cursor=abc>; rel="prev"')).toBeNull();
    expect(nextCursor(null)).toBeNull();
  });
});
