// `npm run backup -- <new folder>`: backs up the configured database (DATABASE_URL or the PGlite
// data folder; stop `npm start` first for PGlite) and the uploaded files.
import { loadConfig } from "../server/config.js";
import { backup } from "./backup/archive.js";

const out = process.argv[2];
if (!out) {
  console.error("Usage: npm run backup -- <new folder>");
  process.exit(1);
}
try {
  await backup(loadConfig(), out);
  console.log(`Backup written to ${out}`);
  const { s3 } = loadConfig();
  if (s3) {
    console.log(
      `Uploaded files are in bucket ${s3.bucket}, not in this backup: keep them with the store's own versioning or replication.`,
    );
  }
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
