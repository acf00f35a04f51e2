import { describe, expect, it } from "vitest";
import { isPhoneNumber, isPhoneRegion, normalisePhone } from "./phone";

describe("normalisePhone", () => {
  it("writes North American numbers the same way with or without +1", () => {
    for (const input of ["+1 (555) 123-4567", "555-123-4567", "1 555 123 4567", "(555) 123 4567", "15551234567"]) {
      expect(normalisePhone(input, "US"), input).toBe("+15551234567");
    }
  });

  it("keeps foreign numbers given with their country code", () => {
    expect(normalisePhone("+44 20 7946 0958", "US")).toBe("+442079460958");
    expect(normalisePhone("+49 30 123456", "US")).toBe("+4930123456");
  });

  it("reads national numbers in the given region", () => {
    expect(normalisePhone("020 7946 0958", "GB")).toBe("+442079460958");
    expect(normalisePhone("020 7946 0958", "US")).toBeNull();
  });

  it("is null for blank or impossible numbers", () => {
    for (const input of [undefined, null, "", "   ", "abc", "12345", "+1 555"]) expect(normalisePhone(input, "US")).toBeNull();
  });

  it("defaults to the US", () => {
    expect(normalisePhone("555.123.4567")).toBe("+15551234567");
  });
});

describe("isPhoneRegion", () => {
  it("accepts supported ISO country codes only", () => {
    expect(isPhoneRegion("US")).toBe(true);
    expect(isPhoneRegion("GB")).toBe(true);
    expect(isPhoneRegion("XX")).toBe(false);
    expect(isPhoneRegion("us")).toBe(false);
  });
});

describe("isPhoneNumber", () => {
  it("is true only for text with an E.164 form in the region", () => {
    for (const input of ["(415) 555-0100", "415.555.0100", "1 415 555 0100", "+44 20 7946 0958"])
      expect(isPhoneNumber(input, "US"), input).toBe(true);
    for (const input of ["call me maybe", "555-1234", "12345", "+1 555", "", null, undefined])
      expect(isPhoneNumber(input, "US"), String(input)).toBe(false);
    expect(isPhoneNumber("020 7946 0958", "GB")).toBe(true);
    expect(isPhoneNumber("020 7946 0958", "US")).toBe(false);
  });
});
