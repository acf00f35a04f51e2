import { describe, expect, it } from "vitest";
import { DecodeQueue } from "./decode-queue.js";

/** A job that stays running until the test lets it go, counting how many run at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe("DecodeQueue", () => {
  for (const limit of [1, 2]) {
    it(`never runs more than ${limit} job(s) at once, and runs every job in arrival order`, async () => {
      const queue = new DecodeQueue(limit);
      let now = 0;
      let most = 0;
      const started: number[] = [];
      const gates = Array.from({ length: 6 }, gate);
      const outcomes = gates.map((g, i) =>
        queue
          .run(async () => {
            now++;
            most = Math.max(most, now);
            started.push(i);
            await g.done;
            now--;
            if (i === 3) throw new Error("job 3 failed");
            return i;
          })
          .then(
            () => "done",
            () => "failed",
          ),
      );
      for (const g of gates) {
        await new Promise((resolve) => setImmediate(resolve));
        expect(now).toBeLessThanOrEqual(limit);
        expect(queue.active).toBe(now);
        g.release();
      }
      expect(await Promise.all(outcomes)).toEqual(["done", "done", "done", "failed", "done", "done"]);
      expect(most).toBe(limit);
      expect(started).toEqual([0, 1, 2, 3, 4, 5]);
      expect(queue.active).toBe(0);
    });
  }

  it("refuses a limit below one", () => {
    expect(() => new DecodeQueue(0)).toThrow(RangeError);
  });
});
