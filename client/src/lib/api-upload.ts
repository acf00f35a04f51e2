// `apiRequest`'s contract for an upload whose progress is shown (issue 13), in its own module so
// only the screens that upload load it (the landing page's budget: tests/e2e/budget.test.ts).
import { ApiError, OfflineError } from "./api-client";
import { isOffline } from "./online";

/** How far an upload's body has gone: bytes sent of the request's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * `apiRequest` for a multipart upload whose progress is shown (issue 13): fetch cannot report the
 * bytes of a request body as they go, XMLHttpRequest's `upload` progress events can. Same
 * contract: the session cookie, a non-ok answer throws ApiError, a write while offline (or a
 * connection that drops) throws OfflineError. Resolves with the response body's JSON.
 */
export function apiUpload<T>(method: string, url: string, form: FormData, onProgress: (p: UploadProgress) => void): Promise<T> {
  if (isOffline()) return Promise.reject(new OfflineError());
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    });
    xhr.addEventListener("load", () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve((xhr.status === 204 ? undefined : JSON.parse(xhr.responseText)) as T);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    xhr.addEventListener("error", () => reject(isOffline() ? new OfflineError() : new TypeError("Failed to fetch")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was aborted.", "AbortError")));
    xhr.send(form);
  });
}
