// The thread that reads address books (read-workers.ts starts it): a file's bytes or the browser's
// picked contacts in, the book's entries out, one job at a time. Reading is CPU work (parsing,
// and every number through libphonenumber) that must never hold up the request thread, so the
// thread also runs below the process's other threads' priority (spawnWorker's `background`).
import { parentPort } from "node:worker_threads";
import { AppError } from "../../errors.js";
import { collectEntries, pickedEntries } from "./parse.js";
import { readContacts } from "./reader.js";
import { currentThreadId } from "../../worker-thread.js";
import type { ReadReply, ReadRequest } from "./read-workers.js";

/** The file's bytes as a reader takes them: in pieces of about what an upload arrives in. */
async function* pieces(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function answer({ id, job, region }: ReadRequest): Promise<ReadReply> {
  try {
    const result =
      job.kind === "file" ? await collectEntries(readContacts(pieces(job.bytes)), region) : pickedEntries(job.picked, region);
    return { type: "done", id, result };
  } catch (err) {
    if (err instanceof AppError) return { type: "refused", id, code: err.code, message: err.message };
    return { type: "failed", id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

const port = parentPort!;
port.on("message", (request: ReadRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
port.postMessage({ type: "ready", thread: currentThreadId() } satisfies ReadReply);
