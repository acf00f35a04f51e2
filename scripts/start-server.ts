// What `npm start` runs (through scripts/start.js, prebuilt into dist/server/): builds the client
// and the migrated PGlite snapshot when missing or stale, starts opening the embedded database,
// then loads and serves app and API. The embedded database opens on its worker thread while
// this thread loads the server (server/db/pglite-folder.ts).
import path from "node:path";
import { startOpeningPgliteFolder } from "../server/db/pglite-folder.js";
import { ensureMigratedSnapshot } from "../server/db/pglite-snapshot.js";
import { ensureClientBuilt } from "./build-client.js";

try {
  if (!process.env.DATABASE_URL) {
    if (await ensureMigratedSnapshot()) console.log("Built the migrated database snapshot.");
    // The folder server/config.ts resolves DATA_DIR to; a differing one is reopened there.
    startOpeningPgliteFolder(path.resolve(process.env.DATA_DIR ?? "./data"));
  }
  ensureClientBuilt();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
await import("../server/main.js");
