// Worker threads the server starts in this test worker run from the project's prebuilt folder
// (tests/setup/workers-global.ts; VOWCH_WORKERS_DIR in server/worker-thread.ts).
import { inject } from "vitest";

process.env.VOWCH_WORKERS_DIR = inject("workersDir");
