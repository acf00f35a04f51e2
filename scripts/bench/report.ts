// Writes docs/PERFORMANCE.md formatted as `npm test`'s `prettier --check` expects.
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";

export const performanceDoc = path.resolve(import.meta.dirname, "../../docs/PERFORMANCE.md");

export async function writePerformanceDoc(text: string) {
  const options = (await prettier.resolveConfig(performanceDoc)) ?? {};
  fs.writeFileSync(performanceDoc, await prettier.format(text, { ...options, filepath: performanceDoc }));
}
