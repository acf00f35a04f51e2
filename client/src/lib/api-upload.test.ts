// An upload follows the request helper's rule for TRY_AGAIN (its transaction was rolled back for a
// concurrent one, nothing kept): the form is sent again after Retry-After, at most twice.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { apiUpload, type UploadProgress } from "./api-upload";

interface Answer {
  status: number;
  body: string;
  retryAfter?: string;
}
const tryAgain: Answer = {
  status: 503,
  body: JSON.stringify({ code: "TRY_AGAIN", message: "Another change got in the way. Please try again." }),
  retryAfter: "1",
};
const created: Answer = { status: 201, body: JSON.stringify({ id: "link-1", photos: ["a.jpg"] }) };

let answers: Answer[] = [];
const sent: { method: string; url: string; body: unknown; withCredentials: boolean }[] = [];

/** The browser's XMLHttpRequest as apiUpload uses it: sends, reports the body's bytes, then answers. */
class FakeXhr {
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  private method = "";
  private url = "";
  private retryAfter: string | null = null;
  private listeners = new Map<string, () => void>();
  private progress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | undefined;
  readonly upload = {
    addEventListener: (_type: "progress", listener: FakeXhr["progress"]) => (this.progress = listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === "retry-after" ? this.retryAfter : null;
  }
  send(body: unknown) {
    sent.push({ method: this.method, url: this.url, body, withCredentials: this.withCredentials });
    const answer = answers.shift()!;
    queueMicrotask(() => {
      this.progress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.retryAfter = answer.retryAfter ?? null;
      this.listeners.get("load")?.();
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const form = () => {
  const data = new FormData();
  data.append("photos", new Blob(["jpeg"], { type: "image/jpeg" }), "a.jpg");
  return data;
};

it("sends the same form again after Retry-After when the server says TRY_AGAIN", async () => {
  answers = [tryAgain, created];
  const body = form();
  const progress: UploadProgress[] = [];
  const done = apiUpload("POST", "/api/project-providers/link-1/photos", body, (p) => progress.push(p));
  await vi.advanceTimersByTimeAsync(999);
  expect(sent).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(300);
  await expect(done).resolves.toEqual({ id: "link-1", photos: ["a.jpg"] });
  expect(sent).toEqual([
    { method: "POST", url: "/api/project-providers/link-1/photos", body, withCredentials: true },
    { method: "POST", url: "/api/project-providers/link-1/photos", body, withCredentials: true },
  ]);
  expect(progress).toHaveLength(2);
});

it("gives up after two more tries with the server's error", async () => {
  answers = [tryAgain, tryAgain, tryAgain, created];
  const done = apiUpload("POST", "/api/project-providers/link-1/photos", form(), () => {});
  const failed = expect(done).rejects.toMatchObject({ status: 503, code: "TRY_AGAIN" });
  await vi.advanceTimersByTimeAsync(5_000);
  await failed;
  expect(sent).toHaveLength(3);
});

it("does not send again on any other error", async () => {
  answers = [{ status: 400, body: JSON.stringify({ code: "VALIDATION", message: "Photos must be images" }) }, created];
  await expect(apiUpload("POST", "/api/project-providers/link-1/photos", form(), () => {})).rejects.toBeInstanceOf(ApiError);
  expect(sent).toHaveLength(1);
});
