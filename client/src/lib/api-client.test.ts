// The one request helper sends a call again when the server answers TRY_AGAIN (its transaction was
// rolled back for a concurrent one, nothing kept), after the Retry-After it names, at most twice.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ApiError, apiJson } from "./api-client";

const tryAgain = () =>
  new Response(JSON.stringify({ code: "TRY_AGAIN", message: "Another change got in the way. Please try again." }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": "1" },
  });
const ok = () => new Response(JSON.stringify({ id: "p1" }), { status: 201, headers: { "content-type": "application/json" } });

let answers: (() => Response)[] = [];
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answers.shift()!()));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("sends the same call again after Retry-After when the server says TRY_AGAIN", async () => {
  answers = [tryAgain, ok];
  const done = apiJson<{ id: string }>("POST", "/api/projects", { title: "Deck" });
  await vi.advanceTimersByTimeAsync(999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(300);
  await expect(done).resolves.toEqual({ id: "p1" });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
  expect(bodies).toEqual([JSON.stringify({ title: "Deck" }), JSON.stringify({ title: "Deck" })]);
});

it("gives up after two more tries with the server's error", async () => {
  answers = [tryAgain, tryAgain, tryAgain, ok];
  const done = apiJson("PUT", "/api/projects/p1", { title: "Deck" });
  const failed = expect(done).rejects.toMatchObject({ status: 503, code: "TRY_AGAIN" });
  await vi.advanceTimersByTimeAsync(5_000);
  await failed;
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it("does not send again on any other error", async () => {
  answers = [() => new Response(JSON.stringify({ code: "INTERNAL", message: "Internal Server Error" }), { status: 503 }), ok];
  await expect(apiJson("POST", "/api/projects", {})).rejects.toBeInstanceOf(ApiError);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("knows a file store that is down by its code, and does not send the call again", async () => {
  const storageDown = () =>
    new Response(
      JSON.stringify({ code: "STORAGE_UNAVAILABLE", message: "File storage is unavailable right now. Please try again later." }),
      { status: 503, headers: { "content-type": "application/json", "retry-after": "1" } },
    );
  answers = [storageDown, ok];
  const failed = await apiJson("POST", "/api/projects", {}).catch((err: unknown) => err);
  expect(failed).toBeInstanceOf(ApiError);
  expect(failed).toMatchObject({ status: 503, code: "STORAGE_UNAVAILABLE" });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("stops waiting when the call is cancelled", async () => {
  answers = [tryAgain, ok];
  const controller = new AbortController();
  const done = apiJson("GET", "/api/projects", undefined, { signal: controller.signal });
  const cancelled = expect(done).rejects.toBeDefined();
  await vi.advanceTimersByTimeAsync(100);
  controller.abort();
  await cancelled;
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("sends one submit's Idempotency-Key on every attempt, and none without one", async () => {
  answers = [tryAgain, ok, ok];
  const done = apiJson<{ id: string }>("POST", "/api/projects", { title: "Deck" }, { idempotencyKey: "key-of-one-submit" });
  await vi.advanceTimersByTimeAsync(1_300);
  await expect(done).resolves.toEqual({ id: "p1" });
  const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"]);
  expect(keys).toEqual(["key-of-one-submit", "key-of-one-submit"]);
  await apiJson("POST", "/api/projects", { title: "Deck" });
  expect((fetchMock.mock.calls[2]![1]?.headers as Record<string, string>)["Idempotency-Key"]).toBeUndefined();
});

it("asks again after Retry-After while the same key's first attempt is still running", async () => {
  const inUse = () =>
    new Response(
      JSON.stringify({ code: "IDEMPOTENCY_KEY_IN_USE", message: "A request with this Idempotency-Key is still running" }),
      {
        status: 409,
        headers: { "content-type": "application/json", "retry-after": "1" },
      },
    );
  answers = [inUse, ok];
  const done = apiJson<{ id: string }>("POST", "/api/projects", { title: "Deck" }, { idempotencyKey: "key-of-one-submit" });
  await vi.advanceTimersByTimeAsync(1_300);
  await expect(done).resolves.toEqual({ id: "p1" });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
