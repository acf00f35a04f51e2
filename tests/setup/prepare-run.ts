// What the test projects' global set-up needs and can make before Vitest starts: the built client
// (e2e) and the migrated PGlite test snapshot (API and e2e on PGlite). `npm test` runs this beside
// the static checks, on the core the linter leaves free; the global set-ups then find both made and
// fresh (each still makes them itself when Vitest is run alone).
import { ensureClientBuilt } from "../../scripts/build-client";
import { testPgliteSnapshot } from "../support/pglite-snapshot";

ensureClientBuilt();
await testPgliteSnapshot();
