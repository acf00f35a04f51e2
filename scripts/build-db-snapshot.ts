// `npm run build` (after the client): the migrated PGlite snapshot a first start unpacks
// instead of running initdb and the migrations (server/db/pglite-snapshot.ts).
import { ensureMigratedSnapshot, snapshotFile } from "../server/db/pglite-snapshot.js";

const wrote = await ensureMigratedSnapshot();
console.log(wrote ? `Wrote ${snapshotFile}` : `${snapshotFile} is up to date`);
