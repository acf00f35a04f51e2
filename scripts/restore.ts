// `npm run restore -- <backup folder>`: restores a backup into the configured, empty database
// (an empty PostgreSQL database at DATABASE_URL, or a new DATA_DIR) and its uploads folder.
import { loadConfig } from "../server/config.js";
import { restore } from "./backup/archive.js";

const from = process.argv[2];
if (!from) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(1);
}
try {
  await restore(from, loadConfig());
  console.log(`Restored from ${from}`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
