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
