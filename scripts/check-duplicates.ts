// `npm run duplicates`: repeated blocks of code outside tests, UI primitives and migrations, found
// by jscpd with .jscpd.json (at least 6 lines and 32 tokens, so six short lines of JSX props or
// schema fields count too; jscpd's default of 50 tokens lets most of those through). It fails
// above MAX_CLONES: jscpd's own threshold is a share of all lines, which lets more copies in as
// the code grows, where a count does not.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// jscpd's ES module build imports `colors/safe` by name, which Node refuses; its CommonJS build loads.
const loadCommonJs = createRequire(import.meta.url);
const { detectClones } = loadCommonJs("jscpd") as typeof import("jscpd");

const MAX_CLONES = 10;

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const config = JSON.parse(fs.readFileSync(path.join(root, ".jscpd.json"), "utf8")) as Record<string, unknown>;
const clones = await detectClones({ ...config, silent: true, reporters: [] });

const place = (d: (typeof clones)[number]["duplicationA"]) => `${d.sourceId}:${d.start.line}-${d.end.line}`;
for (const clone of clones) console.log(`${place(clone.duplicationA)} ↔ ${place(clone.duplicationB)}`);
if (clones.length > MAX_CLONES) {
  console.error(`✖ ${clones.length} repeated blocks; at most ${MAX_CLONES}. Move each into one shared function or component.`);
  process.exit(1);
}
console.log(`✔ ${clones.length} repeated blocks (at most ${MAX_CLONES})`);
