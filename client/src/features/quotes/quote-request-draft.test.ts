import { describe, expect, it } from "vitest";
import { quoteRequestMailto, quoteRequestSms, quoteRequestText, timelineFromDates } from "./quote-request-draft";

const input = {
  providerName: "Fence Pros",
  senderName: "Mia Mine",
  project: { title: "Backyard fence", description: "60 ft of cedar, two gates." },
  address: "12 Elm Street, Springfield",
  timeline: "Starting Jun 1, 2027",
};

describe("quote request draft", () => {
  it("carries the title, description, chosen address and timeline", () => {
    const { subject, body } = quoteRequestText(input);
    expect(subject).toBe("Quote request: Backyard fence");
    expect(body).toContain("Hi Fence Pros,");
    expect(body).toContain("I'd like a quote for a project: Backyard fence.");
    expect(body).toContain("60 ft of cedar, two gates.");
    expect(body).toContain("Address: 12 Elm Street, Springfield");
    expect(body).toContain("Timeline: Starting Jun 1, 2027");
    expect(body.endsWith("Mia Mine")).toBe(true);
  });

  it("leaves the address out when not shared and says Flexible without a timeline", () => {
    const { body } = quoteRequestText({ ...input, address: "  ", timeline: "", project: { title: "Fence", description: null } });
    expect(body).not.toContain("Address:");
    expect(body).toContain("Timeline: Flexible");
  });

  it("makes mailto: and sms: links with the text encoded", () => {
    const mail = quoteRequestMailto("office@fence.example", input);
    expect(mail.startsWith("mailto:office@fence.example?subject=Quote%20request%3A%20Backyard%20fence&body=")).toBe(true);
    expect(decodeURIComponent(mail.split("body=")[1]!)).toBe(quoteRequestText(input).body);
    const sms = quoteRequestSms("+1 (555) 010-2000", input);
    expect(sms.startsWith("sms:+15550102000?body=")).toBe(true);
    expect(decodeURIComponent(sms.split("body=")[1]!)).toBe(quoteRequestText(input).body);
  });

  it("words the project's dates as a timeline", () => {
    expect(timelineFromDates("2027-06-01", "2027-06-20")).toBe("Jun 1, 2027 to Jun 20, 2027");
    expect(timelineFromDates("2027-06-01", null)).toBe("Starting Jun 1, 2027");
    expect(timelineFromDates(null, "2027-06-20")).toBe("Done by Jun 20, 2027");
    expect(timelineFromDates(null, null)).toBe("");
  });
});
