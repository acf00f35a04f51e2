import { describe, expect, it } from "vitest";
import { unlinkable } from "./unlinkable";

describe("unlinkable: other people's text in an e-mail", () => {
  it.each([
    ["see http://evil.example", "see http[:]//evil[.]example"],
    ["HTTPS://Evil.Example/path?x=1", "HTTPS[:]//Evil[.]Example/path?x=1"],
    ["www.evil.example", "www[.]evil[.]example"],
    ["evil.example", "evil[.]example"],
    ["mail bob@evil.example", "mail bob@evil[.]example"],
    ["mailto:bob@x.io", "mailto[:]bob@x[.]io"],
    ["javascript:alert(1)", "javascript[:]alert(1)"],
    ["call 10.0.0.1 now", "call 10[.]0[.]0[.]1 now"],
    ["full-width evil．example", "full-width evil[.]example"],
    ["1.evil.example", "1[.]evil[.]example"],
  ])("%s → %s", (input, output) => {
    expect(unlinkable(input)).toBe(output);
  });

  it("leaves ordinary titles alone", () => {
    for (const title of ["Need a roofer", "Fix a 3.5 m leak. Soon!", "Paint 2 rooms: kitchen, hall", "Time: 10:30"]) {
      expect(unlinkable(title)).toBe(title);
    }
  });
});
