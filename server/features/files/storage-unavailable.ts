// A store that cannot be reached or written to (the folder missing or read-only, the bucket's
// server down) is the server's trouble, not the request's: it answers 503 STORAGE_UNAVAILABLE
// instead of whatever the driver threw, which the upload parser would report as a bad request.
import { Readable } from "node:stream";
import { AppError } from "../../errors.js";
import type { FileStore } from "./store.js";

const STORAGE_UNAVAILABLE_MESSAGE = "File storage is unavailable right now. Please try again later.";

/** The store's own failure as a 503, its cause kept for the log; our own refusals pass through. */
function unavailable(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return Object.assign(new AppError("STORAGE_UNAVAILABLE", STORAGE_UNAVAILABLE_MESSAGE), { cause: err });
}

/**
 * `store` with the failures of `put`, `get` and `delete` answered as STORAGE_UNAVAILABLE. A write
 * whose source broke off (the client's body cut short) keeps the source's own error: that one is
 * the request's.
 */
export function reportingUnavailable(store: FileStore): FileStore {
  return {
    where: store.where,
    async put(key, body, options) {
      let sourceFailure: unknown;
      const watched = async function* () {
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) yield chunk;
        } catch (err) {
          sourceFailure = err;
          throw err;
        }
      };
      try {
        return await store.put(key, Readable.from(watched(), { objectMode: false }), options);
      } catch (err) {
        body.destroy();
        throw err === sourceFailure ? err : unavailable(err);
      }
    },
    async get(key) {
      try {
        return await store.get(key);
      } catch (err) {
        throw unavailable(err);
      }
    },
    async delete(key) {
      try {
        await store.delete(key);
      } catch (err) {
        throw unavailable(err);
      }
    },
    list: () => store.list(),
    deletePartial: (before) => store.deletePartial(before),
    check: () => store.check(),
  };
}
