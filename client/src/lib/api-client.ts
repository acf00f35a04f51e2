// The one request helper of the spec's calls and error catalogue: every call sends the session cookie, and any non-success
// response fails with "{status}: {body text or status text}". No other fetch wrapper exists;
// `apiUpload` (lib/api-upload.ts) is the same contract over XMLHttpRequest, for uploads that show
// their progress, kept apart so the landing page does not carry it.
import i18next from "i18next";
import { isErrorCode, type ErrorCode } from "@common/error-codes";
import { isOffline } from "./online";
import { translateServerMessage } from "./i18n";

export class ApiError extends Error {
  /** The server's error code (conventions: typed errors); the client decides by it, never by text. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.code = parseCode(body);
  }
}

function parseCode(body: string): ErrorCode | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown } | null;
    return isErrorCode(parsed?.code) ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A write tried without a connection: refused at once and never queued, so nothing is
 * sent later behind the user's back. The shared mutation handler shows the one offline toast.
 */
export class OfflineError extends Error {
  constructor() {
    super(i18next.t("common:offline.nothingSaved"));
    this.name = "OfflineError";
  }
}

/**
 * How often a call is sent again when the server answers TRY_AGAIN: its transaction was rolled
 * back for a concurrent one (a deadlock or a serialization failure), nothing of it was kept, so
 * sending it again is safe. The user sees "Another change got in the way" only if it happens again.
 */
const TRY_AGAIN_RETRIES = 2;

/**
 * How long to wait before sending a failed call again, or null when it must not be sent again:
 * only a TRY_AGAIN answer (or IDEMPOTENCY_KEY_IN_USE: the same submit's first attempt is still
 * running, and asking again brings its answer), at most TRY_AGAIN_RETRIES times, after the server's Retry-After
 * (seconds, at most 5) plus up to a quarter second so retries spread out. `apiUpload` follows it too.
 */
export function tryAgainDelayMs(error: ApiError, attempt: number, retryAfter: string | null): number | null {
  if ((error.code !== "TRY_AGAIN" && error.code !== "IDEMPOTENCY_KEY_IN_USE") || attempt >= TRY_AGAIN_RETRIES) return null;
  const seconds = Math.min(Number(retryAfter) || 1, 5);
  return seconds * 1000 + Math.random() * 250;
}

export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("The call was cancelled", "AbortError"));
      },
      { once: true },
    );
  });
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on every attempt of this call (the TRY_AGAIN retries included): the
   * server answers a key it has seen with its first answer and creates nothing again.
   */
  idempotencyKey?: string;
}

/** A create call's variables with the key of the submit that sends them (`useSubmitOnce`). */
export type Keyed<T> = T & { idempotencyKey?: string };

/** Sends JSON (or a FormData as multipart) and returns the response once it is ok. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  { signal, idempotencyKey }: CallOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const isWrite = method !== "GET";
  if (isWrite && isOffline()) throw new OfflineError();
  const body = data === undefined ? undefined : isForm ? data : JSON.stringify(data);
  const headers: Record<string, string> = data !== undefined && !isForm ? { "Content-Type": "application/json" } : {};
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method,
      headers,
      body,
      credentials: "include",
      signal,
    }).catch((err: unknown) => {
      // The connection dropped while sending.
      throw isWrite && isOffline() ? new OfflineError() : err;
    });
    if (res.ok) return res;
    const text = await res.text();
    const error = new ApiError(res.status, text, res.statusText);
    const delay = tryAgainDelayMs(error, attempt, res.headers.get("retry-after"));
    if (delay === null) throw error;
    await wait(delay, signal);
  }
}

/** JSON of a successful call; 204 gives undefined. */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: CallOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The spec's error catalogue: an error whose message begins with "401: " and contains "Unauthorized" is an expired session. */
/** A multipart body of one file under the field name `file`, as every upload route takes it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401: ") && error.message.includes("Unauthorized");
}

/** The server's `message` from an error body ({ code, message }), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown; key?: unknown };
      if (typeof parsed.message === "string" && parsed.message) return translateServerMessage(parsed.key, parsed.message);
    } catch {
      if (error.body && error.body.length < 300 && !error.body.trimStart().startsWith("<")) return error.body;
    }
    return fallback;
  }
  return fallback;
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
