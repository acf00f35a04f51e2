// "Who to call" dials the number the server kept in E.164 (phoneKey), as the provider cards do; a
// phone saved before phones were checked has none and is shown as text, never as a Call link.
import { expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { WhoToCall as WhoToCallAnswer } from "@common/schemas/home-items";
import { renderInApp } from "@/test/render";
import { WhoToCall } from "./who-to-call";

const person = (id: string, name: string, phone: string | null, phoneKey: string | null) => ({ id, name, phone, phoneKey });

function renderWhoToCall(goTo: WhoToCallAnswer["goTo"]) {
  const answer: WhoToCallAnswer = { role: "viewer", goTo, notes: "", notesUpdatedAt: null, notesUpdatedBy: null };
  return renderInApp(<WhoToCall />, { seed: [[["/api/home/who-to-call"], answer]] });
}

it("dials the kept E.164 number of the go-to and of the trade's others", () => {
  renderWhoToCall([
    {
      category: "Plumber",
      provider: person("p1", "Thames Pipes", "020 7946 0958", "+442079460958"),
      picked: false,
      others: [person("p2", "Bay Plumbing", "(415) 555-0100", "+14155550100")],
    },
  ]);
  const call = screen.getByRole("link", { name: "Call Thames Pipes, 020 7946 0958" });
  expect(call.getAttribute("href")).toBe("tel:+442079460958");
  expect(screen.getByRole("link", { name: "(415) 555-0100" }).getAttribute("href")).toBe("tel:+14155550100");
});

it("shows a phone without a kept number as text, and says when there is no phone", () => {
  const { container } = renderWhoToCall([
    {
      category: "Plumber",
      provider: person("p1", "Maybe Movers", "call me maybe", null),
      picked: false,
      others: [person("p2", "Old Pipes", "ask at the desk", null)],
    },
    { category: "Painter", provider: person("p3", "Quiet Paint", null, null), picked: false, others: [] },
  ]);
  const list = screen.getByRole("list", { name: "Go-to providers by trade" });
  expect(within(list).getByText("call me maybe")).toBeTruthy();
  expect(within(list).getByText("ask at the desk")).toBeTruthy();
  expect(within(list).getByText("No phone number")).toBeTruthy();
  expect(container.querySelector('a[href^="tel:"]')).toBeNull();
});
