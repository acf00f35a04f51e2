// The browser's zone onto the profile, and "Coming up" asked again in it, even when the first
// "Coming up" (answered in the old zone) is still on its way when the zone is stored.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AuthUser } from "@common/schemas/auth";
import { createQueryClient } from "@/lib/query-client";
import { useTimeZoneSync } from "./time-zone-sync";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

let answerFirstComingUp: (res: Response) => void = () => {};
let comingUpCalls = 0;
let storedZones: string[] = [];

beforeEach(() => {
  localStorage.clear();
  comingUpCalls = 0;
  storedZones = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url === "/api/account/time-zone") {
        storedZones.push((JSON.parse(init?.body as string) as { timeZone: string }).timeZone);
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      if (url === "/api/coming-up") {
        comingUpCalls += 1;
        // The first answer waits until the test lets it go; later ones come at once.
        if (comingUpCalls === 1) return new Promise<Response>((resolve) => (answerFirstComingUp = resolve));
        return Promise.resolve(json([{ answer: "in the stored zone" }]));
      }
      return Promise.reject(new Error(`unexpected call ${url}`));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const user = { id: "u1", isProfileComplete: true, timeZone: "" } as unknown as AuthUser;

it("asks for Coming up again after storing the zone, though the first answer was still on its way", async () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useTimeZoneSync(user);
      return useQuery<unknown[]>({ queryKey: ["/api/coming-up"] });
    },
    { wrapper },
  );

  await waitFor(() => expect(storedZones).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone]));
  // The first answer, made before the zone was stored, arrives last.
  answerFirstComingUp(json([{ answer: "in the old zone" }]));
  await waitFor(() => expect(result.current.data).toEqual([{ answer: "in the stored zone" }]));
  expect(comingUpCalls).toBe(2);
});

describe("the browser's zone, kept in this browser", () => {
  const offsets = () => {
    const year = new Date().getFullYear();
    return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
  };
  const renderSync = (timeZone: string) => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useTimeZoneSync({ ...user, timeZone }), { wrapper });
  };
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("is read from Intl once, then from what was kept while the zone's offsets are the same", async () => {
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    renderSync("");
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(storedZones).toEqual([zone]));
    expect(JSON.parse(localStorage.getItem("vowch:time-zone")!)).toEqual({ offsets: offsets(), zone });

    intl.mockClear();
    localStorage.setItem("vowch:time-zone", JSON.stringify({ offsets: offsets(), zone: "Pacific/Chatham" }));
    renderSync("Europe/Paris");
    await waitFor(() => expect(storedZones).toEqual([zone, "Pacific/Chatham"]));
    expect(intl).not.toHaveBeenCalled();
  });

  it("is read from Intl again when the offsets changed", async () => {
    localStorage.setItem("vowch:time-zone", JSON.stringify({ offsets: "9999,9999", zone: "Pacific/Chatham" }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderSync("Pacific/Chatham");
    await waitFor(() => expect(storedZones).toEqual([zone]));
    expect(JSON.parse(localStorage.getItem("vowch:time-zone")!)).toEqual({ offsets: offsets(), zone });
  });

  it("is read in a worker where there is one, not on the page's thread", async () => {
    const started: string[] = [];
    // A stand-in for the browser's worker: it answers like time-zone-worker.ts, from its own zone.
    class ZoneWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      terminated = false;
      constructor(url: URL) {
        started.push(url.pathname.split("/").pop()!);
        queueMicrotask(() => this.onmessage?.({ data: "Pacific/Chatham" }));
      }
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal("Worker", ZoneWorker);
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    renderSync("Europe/Paris");
    await waitFor(() => expect(storedZones).toEqual(["Pacific/Chatham"]));
    expect(started).toEqual(["time-zone-worker.ts"]);
    expect(intl).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem("vowch:time-zone")!)).toEqual({ offsets: offsets(), zone: "Pacific/Chatham" });
  });
});
