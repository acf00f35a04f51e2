// `npm start`: builds the client when the build is missing or stale, then serves app and API.
import { ensureClientBuilt } from "./build-client.js";

try {
  ensureClientBuilt();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
await import("../server/main.js");
