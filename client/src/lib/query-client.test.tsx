import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/features/auth/api/auth";
import { ApiError, apiJson, OfflineError } from "./api-client";
import {
  createQueryClient,
  errorToast,
  featureCalls,
  nextCursor,
  pageItems,
  pagedListOptions,
  queryUrl,
  REDIRECT,
} from "./query-client";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

const signedOut = () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401, statusText: "Unauthorized" });

let href: string;

beforeEach(() => {
  href = "";
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(signedOut())),
  );
  // Record the navigation instead of performing it.
  vi.stubGlobal("location", {
    pathname: "/projects",
    search: "",
    get href() {
      return href;
    },
    set href(value: string) {
      href = value;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const expiredToast = (description: string) => ({ title: "Unauthorized", description, variant: "destructive" });

describe("shared session-expired handler (the spec's error catalogue)", () => {
  it('meta "redirect": a 401 shows the toast, then goes to /api/login after 500 ms', async () => {
    const { result } = renderHook(() => useQuery({ queryKey: ["/api/projects"], meta: { sessionExpired: "redirect" } }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expiredToast("You are logged out. Logging in again..."));
    expect(href).toBe("");
    await waitFor(() => expect(href).toBe("/api/login"), { timeout: 1500 });
  });

  it('meta "redirect-prefixed" on a mutation prefixes the text with "Unauthorized: "', async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => fetch("/api/projects/1").then((r) => Promise.reject(new ApiError(r.status, "", r.statusText))),
          meta: { sessionExpired: "redirect-prefixed" },
        }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledWith(expiredToast("Unauthorized: You are logged out. Logging in again..."));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(href).toBe("");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(href).toBe("/api/login");
  });

  it("no meta: a 401 is left to the caller (no toast, no navigation)", async () => {
    const { result } = renderHook(() => useQuery({ queryKey: ["/api/providers/1/projects"] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(toast).not.toHaveBeenCalled();
    expect(href).toBe("");
  });

  it("GET /api/auth/user answering 401 is the signed-out state: null, no toast", async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    expect(href).toBe("");
  });
});

describe("default query fetch (the spec's calls)", () => {
  it('GETs the key\'s path with its params, leaving out blank and "all" values', () => {
    expect(queryUrl(["/api/providers", { category: "all", search: " " }])).toBe("/api/providers");
    expect(queryUrl(["/api/providers", { category: "Painter", search: "joe" }])).toBe(
      "/api/providers?category=Painter&search=joe",
    );
    expect(queryUrl(["/api/recommendations"], "c1")).toBe("/api/recommendations?cursor=c1");
  });

  it('sends the session cookie and fails with "{status}: {body}"', async () => {
    const { result } = renderHook(() => useQuery({ queryKey: ["/api/friends", { search: "ann" }] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetch).toHaveBeenCalledWith(
      "/api/friends?search=ann",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    expect(result.current.error?.message).toBe('401: {"message":"Unauthorized"}');
  });
});

describe("paged lists", () => {
  it("reads the next cursor from the Link header", () => {
    expect(nextCursor('</api/providers/browse?category=Painter&cursor=abc_-1>; rel="next"')).toBe("abc_-1");
    expect(nextCursor("</api/friends?cursor=x>; rel=next")).toBe("x");
    expect(nextCursor(null)).toBeNull();
    expect(nextCursor('</api/friends?cursor=x>; rel="prev"')).toBeNull();
  });

  it("pages through useInfiniteQuery: items, total and the cursor of the next page", async () => {
    vi.mocked(fetch).mockImplementation((input) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const second = url.includes("cursor=c2");
      return Promise.resolve(
        new Response(JSON.stringify(second ? [{ id: "3" }] : [{ id: "1" }, { id: "2" }]), {
          status: 200,
          headers: second
            ? { "X-Total-Count": "3" }
            : { "X-Total-Count": "3", Link: '</api/friends?search=an&cursor=c2>; rel="next"' },
        }),
      );
    });
    const { result } = renderHook(
      () =>
        useInfiniteQuery(
          pagedListOptions<{ id: string }, readonly [string, { search: string }]>(["/api/friends", { search: "an" }]),
        ),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(pageItems(result.current.data).map((x) => x.id)).toEqual(["1", "2"]);
    expect(result.current.data?.pages[0]?.total).toBe(3);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(fetch).toHaveBeenLastCalledWith("/api/friends?search=an&cursor=c2", expect.anything());
    await waitFor(() => expect(pageItems(result.current.data).map((x) => x.id)).toEqual(["1", "2", "3"]));
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe("ApiError.code (conventions: typed errors)", () => {
  it("reads a known code from the JSON body and ignores anything else", () => {
    expect(new ApiError(409, JSON.stringify({ code: "PROVIDER_ALREADY_SAVED", message: "x" }), "Conflict").code).toBe(
      "PROVIDER_ALREADY_SAVED",
    );
    expect(new ApiError(409, JSON.stringify({ code: "SOMETHING_ELSE", message: "x" }), "Conflict").code).toBeUndefined();
    expect(new ApiError(401, JSON.stringify({ message: "Unauthorized" }), "Unauthorized").code).toBeUndefined();
    expect(new ApiError(500, "<html>", "Server Error").code).toBeUndefined();
    expect(new ApiError(409, "", "Conflict").message).toBe("409: Conflict");
  });
});

describe("offline: a write is refused, never queued", () => {
  function goOffline() {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
  }

  it("refuses a write at once with the one offline toast, and never sends it later", async () => {
    goOffline();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => apiJson("POST", "/api/projects", { title: "Deck" }),
          meta: { ...REDIRECT, failureToast: errorToast("Failed to create project. Please try again.") },
        }),
      { wrapper: wrapper() },
    );
    const error = await act(() => result.current.mutateAsync().catch((err: unknown) => err));
    expect(error).toBeInstanceOf(OfflineError);
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "You're offline",
        description: "Nothing was saved. Try again when you're back online.",
        variant: "destructive",
      }),
    );
    // Only the offline toast: the mutation's own failure toast is not shown as well.
    expect(toast).toHaveBeenCalledTimes(1);
    expect(result.current.isPaused).toBe(false);
    expect(result.current.isError).toBe(true);
  });

  it("still sends a read, so the service worker can answer it from its last copy", async () => {
    goOffline();
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(Response.json([{ id: "p1" }])));
    const { result } = renderHook(() => useQuery({ queryKey: ["/api/projects"] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual([{ id: "p1" }]));
  });

  it("keeps the last known user when GET /api/auth/user gets no answer", async () => {
    const client = createQueryClient();
    const me = { id: "u1", email: "me@example.com", isProfileComplete: true };
    client.setQueryData(["/api/auth/user"], me);
    vi.mocked(fetch).mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await act(() => client.refetchQueries({ queryKey: ["/api/auth/user"] }));
    expect(result.current.user).toEqual(me);
  });
});

describe("mutation failure toasts from meta (the spec's error catalogue)", () => {
  const failing = (status: number, body: unknown, statusText: string) => () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, statusText }));

  it("shows the mutation's failure toast, made from its error", async () => {
    vi.mocked(fetch).mockImplementation(failing(409, { code: "ALREADY_COLLABORATOR", message: "Already on it" }, "Conflict"));
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => apiJson("POST", "/api/projects/1/collaborators", { userId: "u2" }),
          meta: { failureToast: errorToast((err) => (err instanceof ApiError ? `${err.code}` : "other")) },
        }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: "Error", description: "ALREADY_COLLABORATOR", variant: "destructive" });
  });

  it("shows nothing when the failure toast answers null, or when there is none", async () => {
    vi.mocked(fetch).mockImplementation(failing(500, { code: "INTERNAL", message: "x" }, "Server Error"));
    const { result } = renderHook(
      () => ({
        silent: useMutation({ mutationFn: () => apiJson("POST", "/api/a"), meta: { failureToast: () => null } }),
        bare: useMutation({ mutationFn: () => apiJson("POST", "/api/b") }),
      }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.silent.mutateAsync().catch(() => undefined));
    await act(() => result.current.bare.mutateAsync().catch(() => undefined));
    expect(toast).not.toHaveBeenCalled();
  });

  it("an expired session shows only the session toast, not the failure toast", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => apiJson("PUT", "/api/projects/1", {}),
          meta: { ...REDIRECT, failureToast: errorToast("Failed") },
        }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expiredToast("You are logged out. Logging in again..."));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(href).toBe("/api/login");
  });

  it("a 401 without a session-expired variant is the mutation's own failure", async () => {
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => apiJson("POST", "/api/auth/complete-profile", {}),
          meta: { failureToast: errorToast("Failed") },
        }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Failed", variant: "destructive" });
    expect(href).toBe("");
  });

  it("featureCalls sets a module's session-expired variant once, under each call's own meta", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const calls = featureCalls(REDIRECT);
    expect(calls.query<string[]>({ queryKey: ["/api/things"], meta: { paged: true } }).meta).toEqual({
      sessionExpired: "redirect",
      paged: true,
    });
    expect(calls.pagedList<string, readonly [string]>(["/api/things"]).meta).toEqual({ sessionExpired: "redirect", paged: true });
    const { result } = renderHook(
      () => calls.useMutation({ mutationFn: () => apiJson("POST", "/api/things"), meta: { failureToast: errorToast("Failed") } }),
      { wrapper: wrapper() },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expiredToast("You are logged out. Logging in again..."));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(href).toBe("/api/login");
  });
});
