// What the test projects need and can have made before Vitest starts: the built client (e2e), the
// migrated PGlite test snapshot (API and e2e on PGlite) and the server's own first-start snapshot
// (its unit test, and the `npm start` the shutdown test runs). `npm test` runs this beside the
// static checks, on the core the linter leaves free; the tests then find all three made and fresh
// (each still makes what it needs itself when Vitest is run alone). Made here, the server's
// snapshot has one writer: two tests making it at once would replace it under each other.
import { ensureClientBuilt } from "../../scripts/build-client";
import { ensureMigratedSnapshot } from "../../server/db/pglite-snapshot";
import { testPgliteSnapshot } from "../support/pglite-snapshot";

ensureClientBuilt();
await testPgliteSnapshot();
await ensureMigratedSnapshot();
