// Per-file upload progress from the one request's bytes.
import { describe, expect, it } from "vitest";
import { perFileProgress } from "./project-providers";

describe("perFileProgress", () => {
  const sizes = [1000, 3000, 1000];
  // The request is the files plus 500 bytes of multipart framing.
  const at = (loaded: number) => perFileProgress(sizes, { loaded, total: 5500 });

  it("fills the files in the order they are sent", () => {
    expect(at(0)).toEqual([0, 0, 0]);
    expect(at(1100)).toEqual([1, 0, 0]);
    expect(at(2750)).toEqual([1, 0.5, 0]);
    expect(at(5500)).toEqual([1, 1, 1]);
  });

  it("never goes back or past whole", () => {
    let last = at(0);
    for (let loaded = 0; loaded <= 6000; loaded += 137) {
      const now = at(loaded);
      now.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(last[i]!);
        expect(share).toBeLessThanOrEqual(1);
      });
      last = now;
    }
    expect(perFileProgress([0, 10], { loaded: 0, total: 0 })).toEqual([0, 0]);
  });
});
