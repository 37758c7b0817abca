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
    async deletePrefix(prefix) {
      let deleted = 0;
      let cursor: string | undefined;
      do {
        // A listing page holds at most 1,000 keys, as many as one delete call takes.
        const page = await bucket.list({ prefix, cursor, limit: 1000 });
        const keys = page.objects.map((object) => object.key);
        if (keys.length) await bucket.delete(keys);
        deleted += keys.length;
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return deleted;
    },
  };
}
