// Picks the file store's driver from the configuration.
import type { AppConfig } from "../../config.js";
import { localFileStore } from "./local-store.js";
import { s3FileStore } from "./s3-store.js";
import type { FileStore } from "./store.js";

/** The bucket when S3_BUCKET is set, else the local folder (`DATA_DIR/uploads`). */
export function openFileStore(config: Pick<AppConfig, "uploadsDir" | "s3">): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.uploadsDir);
}
