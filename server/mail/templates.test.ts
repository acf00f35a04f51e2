import { describe, expect, it } from "vitest";
import { linkify, renderMail } from "./templates";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the e-mails' HTML links", () => {
  it("a URL in brackets before a full stop links to the URL alone", () => {
    const html = linkify("Your notification settings (https://vowch.example/notifications).");
    expect(hrefs(html)).toEqual(["https://vowch.example/notifications"]);
    expect(html).toMatch(/<\/a>\)\.$/);
  });

  it("a URL ending the line, with its query, links whole", () => {
    const html = linkify("Stop these e-mails: https://vowch.example/unsubscribe?token=abc.d-_e");
    expect(hrefs(html)).toEqual(["https://vowch.example/unsubscribe?token=abc.d-_e"]);
  });

  it("every footer link of a rendered mail is a bare URL", () => {
    const mail = renderMail({
      language: "en",
      subject: "s",
      lines: ["x"],
      action: { label: "Open", url: "https://vowch.example/requests" },
      footer: ["On in your settings (https://vowch.example/notifications).", "Stop: https://vowch.example/unsubscribe?token=a.b"],
    });
    expect(hrefs(mail.html)).toEqual([
      "https://vowch.example/requests",
      "https://vowch.example/notifications",
      "https://vowch.example/unsubscribe?token=a.b",
    ]);
  });
});
