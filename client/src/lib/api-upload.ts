// `apiRequest`'s contract for an upload whose progress is shown, in its own module so
// only the screens that upload load it (the landing page's budget: tests/e2e/budget.test.ts).
import { ApiError, OfflineError, tryAgainDelayMs, wait } from "./api-client";
import { isOffline } from "./online";

/** How far an upload's body has gone: bytes sent of the request's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** One sending of the form: the finished request, whatever its status. */
function send(method: string, url: string, form: FormData, onProgress: (p: UploadProgress) => void): Promise<XMLHttpRequest> {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    });
    xhr.addEventListener("load", () => resolve(xhr));
    xhr.addEventListener("error", () => reject(isOffline() ? new OfflineError() : new TypeError("Failed to fetch")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was aborted.", "AbortError")));
    xhr.send(form);
  });
}

/**
 * `apiRequest` for a multipart upload whose progress is shown: fetch cannot report the
 * bytes of a request body as they go, XMLHttpRequest's `upload` progress events can. Same
 * contract: the session cookie, a non-ok answer throws ApiError, a write while offline (or a
 * connection that drops) throws OfflineError, and a TRY_AGAIN answer sends the form again after
 * its Retry-After, at most twice (`tryAgainDelayMs`; the progress starts over with the new sending).
 * Resolves with the response body's JSON.
 */
export async function apiUpload<T>(
  method: string,
  url: string,
  form: FormData,
  onProgress: (p: UploadProgress) => void,
): Promise<T> {
  if (isOffline()) throw new OfflineError();
  for (let attempt = 0; ; attempt++) {
    const xhr = await send(method, url, form, onProgress);
    if (xhr.status >= 200 && xhr.status < 300) return (xhr.status === 204 ? undefined : JSON.parse(xhr.responseText)) as T;
    const error = new ApiError(xhr.status, xhr.responseText, xhr.statusText);
    const delay = tryAgainDelayMs(error, attempt, xhr.getResponseHeader("retry-after"));
    if (delay === null) throw error;
    await wait(delay);
  }
}
