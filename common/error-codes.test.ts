import { describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode } from "./error-codes";

describe("ERROR_CODES", () => {
  it("gives every code an error status", () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) expect(status >= 400 && status < 600, code).toBe(true);
  });

  it("recognises its own codes only", () => {
    expect(isErrorCode("PROVIDER_ALREADY_SAVED")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
