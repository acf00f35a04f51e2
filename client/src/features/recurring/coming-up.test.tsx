// Home's "Coming up" for an account without a time zone yet: no times in UTC first, then again in
// the account's zone; it waits (skeleton) until the browser's zone is stored, or refused.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { AuthUser } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { renderInApp } from "@/test/render";
import { ComingUp } from "./coming-up";
import { useTimeZoneSync } from "./time-zone-sync";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const item = {
  kind: "service",
  id: "s1",
  projectId: "p1",
  projectTitle: "Lawn care",
  date: "2030-06-03",
  time: "10:00",
  providerName: null,
  at: null,
  timeZone: null,
  zoneName: null,
};
/** What GET /api/coming-up answers. */
let items: unknown[] = [item];

/** Each call as it is made: "PUT zone", "GET coming-up". */
let calls: string[] = [];
let refuseZone = false;

beforeEach(() => {
  calls = [];
  items = [item];
  refuseZone = false;
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url === "/api/account/time-zone") {
        calls.push("PUT zone");
        return Promise.resolve(
          refuseZone ? json({ code: "VALIDATION", message: "Unknown time zone" }, 400) : new Response(null, { status: 204 }),
        );
      }
      if (url === "/api/coming-up") {
        calls.push("GET coming-up");
        return Promise.resolve(json(items));
      }
      return Promise.reject(new Error(`unexpected call ${url} ${init?.method ?? "GET"}`));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(user: AuthUser) {
  function Page() {
    useTimeZoneSync(user);
    return <ComingUp />;
  }
  return renderInApp(<Page />, { seed: [[authKeys.user(), user]] });
}

const account = (id: string, timeZone: string) => ({ id, isProfileComplete: true, timeZone }) as unknown as AuthUser;

it("asks for Coming up only once the browser's zone is stored, for an account that had none", async () => {
  renderHome(account("new-1", ""));
  expect(screen.getByLabelText("Loading coming up")).toBeTruthy();
  expect(await screen.findByText("Lawn care")).toBeTruthy();
  expect(calls).toEqual(["PUT zone", "GET coming-up"]);
});

it("asks at once for an account with a zone", async () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  renderHome(account("known-1", zone));
  expect(await screen.findByText("Lawn care")).toBeTruthy();
  expect(calls).toEqual(["GET coming-up"]);
});

it("still shows Coming up when the zone is refused", async () => {
  refuseZone = true;
  renderHome(account("new-2", ""));
  expect(await screen.findByText("Lawn care")).toBeTruthy();
  expect(calls).toEqual(["PUT zone", "GET coming-up"]);
});

it("shows an estimate at the time of the zone it was scheduled in, naming the zone when it is not the viewer's", async () => {
  items = [
    {
      kind: "estimate",
      id: "l1",
      projectId: "p2",
      projectTitle: "Roof",
      providerName: "Ridge Roofing",
      date: "2030-06-04",
      time: "09:30",
      at: "2030-06-04T16:30:00.000Z",
      timeZone: "America/Los_Angeles",
      zoneName: "PDT",
    },
  ];
  renderHome(account("far-1", Intl.DateTimeFormat().resolvedOptions().timeZone));
  expect(await screen.findByText(/9:30 AM PDT · Estimate with Ridge Roofing/)).toBeTruthy();
});
