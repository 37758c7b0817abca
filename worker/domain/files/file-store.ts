import { AppError } from "../contract";
import type { Logger } from "../logging/logger";

/**
 * Where original files are kept (R2 in the Worker). The domain asks for this interface so it never
 * touches a runtime binding; `worker/adapters/files/` implements it.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix`; answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
}

export const FILE_STORE_FAILED_MESSAGE =
  "The file could not be stored just now. Nothing was saved; please try again.";

/**
 * Stores an uploaded original. A store that fails (R2 down, a timeout after the bytes went) is
 * `upstream_failed` with a message the person can act on, not a bare 500; whatever the failed put
 * may have left behind is removed (best effort), so no file outlives a failed upload.
 */
export async function storeFile(
  { files, log }: { files: FileStore; log: Logger },
  key: string,
  bytes: Uint8Array,
  options: { contentType: string },
): Promise<void> {
  try {
    await files.put(key, bytes, options);
  } catch (error) {
    log.error("file store put failed", error, { key });
    await files.delete(key).catch(() => undefined);
    throw new AppError("upstream_failed", FILE_STORE_FAILED_MESSAGE);
  }
}
