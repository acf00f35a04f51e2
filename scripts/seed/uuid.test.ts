import { describe, expect, it } from "vitest";
import { demoId, uuidV5 } from "./uuid";

describe("uuidV5", () => {
  it("matches the RFC 9562 example (DNS namespace, www.example.com)", () => {
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });

  it("gives demo rows stable, distinct ids", () => {
    expect(demoId("user", "maya")).toBe(demoId("user", "maya"));
    expect(demoId("user", "maya")).not.toBe(demoId("provider", "maya"));
    expect(demoId("user", "maya")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
