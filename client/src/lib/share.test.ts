import { describe, expect, it } from "vitest";
import { mailtoUrl, telUrl } from "./share";

describe("mail drafts and phone links", () => {
  it("encodes subject and body with %20 and keeps the address readable", () => {
    expect(
      mailtoUrl({ to: "ana@example.com", subject: "Question about Joe's Plumbing", body: "Hi Ana,\nWould you recommend them?" }),
    ).toBe(
      "mailto:ana@example.com?subject=Question%20about%20Joe's%20Plumbing&body=Hi%20Ana%2C%0AWould%20you%20recommend%20them%3F",
    );
    expect(mailtoUrl({ subject: "a&b", body: "c=d" })).toBe("mailto:?subject=a%26b&body=c%3Dd");
  });
  it("keeps digits and a leading plus in tel: links", () => {
    expect(telUrl("+1 (555) 010-2000")).toBe("tel:+15550102000");
  });
});
