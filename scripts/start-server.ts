// What `npm start` runs (through scripts/start.js, prebuilt into dist/server/): builds the client
// and the migrated PGlite snapshot when missing or stale, then serves app and API.
import { ensureMigratedSnapshot } from "../server/db/pglite-snapshot.js";
import { ensureClientBuilt } from "./build-client.js";

try {
  ensureClientBuilt();
  if (!process.env.DATABASE_URL && (await ensureMigratedSnapshot())) console.log("Built the migrated database snapshot.");
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
await import("../server/main.js");
