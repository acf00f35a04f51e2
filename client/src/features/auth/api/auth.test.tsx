// The current user's query and this device's offline copies: a 401 empties them (whoever was
// signed in is gone), and no answer with no copy kept is "unreachable" (the offline page), not a
// sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { API_CACHE } from "@common/offline";
import { createQueryClient } from "@/lib/query-client";
import { useAuth } from "./auth";

const me = { id: "u1", email: "me@example.com", isProfileComplete: true };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const noNetwork = () => Promise.reject(new TypeError("Failed to fetch"));

let deleted: string[];
beforeEach(() => {
  deleted = [];
  vi.stubGlobal("caches", { delete: vi.fn((name: string) => Promise.resolve(deleted.push(name) > 0)) });
});
afterEach(() => vi.unstubAllGlobals());

function renderAuth(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAuth(), { wrapper }) };
}

describe("useAuth and the offline copies", () => {
  it("empties the offline copies when the server says nobody is signed in (401)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(401, { message: "Unauthorized" }))),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.unreachable).toBe(false);
    expect(deleted).toEqual([API_CACHE]);
  });

  it("keeps them for a signed-in user", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(200, me))),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(me));
    expect(deleted).toEqual([]);
  });

  it("is unreachable with no answer and no last known user, and asks again on retry", async () => {
    const fetchMock = vi.fn<() => Promise<Response>>(noNetwork);
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.unreachable).toBe(true));
    expect(result.current.user).toBeNull();
    expect(deleted).toEqual([]);

    fetchMock.mockImplementation(() => Promise.resolve(json(200, me)));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.user).toEqual(me));
    expect(result.current.unreachable).toBe(false);
  });

  it("keeps the last known user when the network gives no answer (not unreachable)", async () => {
    vi.stubGlobal("fetch", vi.fn(noNetwork));
    const client = createQueryClient();
    client.setQueryData(["/api/auth/user"], me);
    const { result } = renderAuth(client);
    await act(() => client.refetchQueries({ queryKey: ["/api/auth/user"] }));
    expect(result.current.user).toEqual(me);
    expect(result.current.unreachable).toBe(false);
  });

  it("is not unreachable when the server answers with an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(500, { message: "Internal Server Error" }))),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.unreachable).toBe(false);
    expect(deleted).toEqual([]);
  });
});
