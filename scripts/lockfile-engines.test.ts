import { readFileSync } from "node:fs";
import { join } from "node:path";
import { minVersion, satisfies } from "semver";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), "utf8"));

interface LockedPackage {
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

// `npm install` warns EBADENGINE for every locked package whose `engines.node` the lowest Node the
// README supports cannot run; such a package may fail at run time on that Node, so none is allowed.
// An optional package (a platform binary) is left out quietly by npm when its engines do not fit.
test("every locked package runs on the lowest Node version package.json supports", () => {
  const pkg = readJson("package.json") as { engines: { node: string } };
  const lowest = minVersion(pkg.engines.node);
  expect(lowest).not.toBeNull();
  const lock = readJson("package-lock.json") as { packages: Record<string, LockedPackage> };
  const refused = Object.entries(lock.packages)
    .filter(([path, locked]) => path !== "" && !locked.optional)
    .flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return range && !satisfies(lowest!, range, { includePrerelease: true }) ? [`${path} needs node ${range}`] : [];
    });
  expect(refused).toEqual([]);
});
