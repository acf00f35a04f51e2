// Picks the file store's driver from the configuration.
import type { AppConfig } from "../../config.js";
import { localFileStore } from "./local-store.js";
import { s3FileStore } from "./s3-store.js";
import { reportingUnavailable } from "./storage-unavailable.js";
import type { FileStore } from "./store.js";

/**
 * The bucket when S3_BUCKET is set, else the local folder (`DATA_DIR/uploads`); either one's own
 * failures answer 503 STORAGE_UNAVAILABLE.
 */
export function openFileStore(config: Pick<AppConfig, "uploadsDir" | "s3">): FileStore {
  return reportingUnavailable(config.s3 ? s3FileStore(config.s3) : localFileStore(config.uploadsDir));
}
