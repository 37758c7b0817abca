import type { FileStore } from "../../domain/files/file-store";

/** The Worker's file store: an R2 bucket (binding FILES; wrangler's local R2 in development and tests). */
export function r2FileStore(bucket: R2Bucket): FileStore {
  return {
    async put(key, bytes, { contentType }) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}
