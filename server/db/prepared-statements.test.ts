import { describe, expect, it } from "vitest";
import { statementName } from "./prepared-statements";

describe("statementName", () => {
  it("gives one text one name, and different texts different names", () => {
    const a = statementName("select $1::int as a");
    expect(a).toMatch(/^vowch_\d+$/);
    expect(statementName("select $1::int as a")).toBe(a);
    expect(statementName("select $1::int as b")).not.toBe(a);
  });
});
