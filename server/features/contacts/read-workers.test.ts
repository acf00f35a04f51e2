// The line of address-book reads: at most READS_AT_ONCE run, READS_WAITING_MAX wait, and past
// them a read is refused at once (503 BUSY, Retry-After) rather than held in memory.
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE, READS_AT_ONCE, READS_WAITING_MAX, readContactsOffThread, type ReadJob } from "./read-workers";

const job: ReadJob = { kind: "picked", picked: { contacts: [{ name: ["Ann"], email: [], tel: ["(415) 555-0132"] }] } };

describe("readContactsOffThread", () => {
  it("refuses with 503 BUSY once every place in line is taken, and reads the rest", async () => {
    const admitted = Array.from({ length: READS_AT_ONCE + READS_WAITING_MAX }, () => readContactsOffThread(job, "US", 10_000));
    await expect(readContactsOffThread(job, "US", 10_000)).rejects.toMatchObject({
      code: "BUSY",
      statusCode: 503,
      message: BUSY_MESSAGE,
      retryAfterSeconds: 30,
    });
    for (const read of await Promise.all(admitted))
      expect(read.entries).toEqual([expect.objectContaining({ phoneKeys: ["+14155550132"] })]);
    // The line is free again.
    expect((await readContactsOffThread(job, "US", 10_000)).entries).toHaveLength(1);
  }, 60_000);

  it("refuses a file of which the readers can read nothing with their own 400, in the worker's words", async () => {
    const bytes = new TextEncoder().encode("Fruit,Colour\napple,red\n");
    await expect(readContactsOffThread({ kind: "file", bytes }, "US", 10_000)).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      statusCode: 400,
    });
  }, 60_000);
});
