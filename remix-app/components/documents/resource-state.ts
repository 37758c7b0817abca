// The states a list shows (loading, loaded, failed) for data a route's loader read (decision 026):
// the shared list components take this shape.

export type ResourceState<T> =
  | { status: "idle" | "loading"; data: null; error: null }
  | { status: "loaded"; data: T; error: null }
  | { status: "failed"; data: null; error: unknown };

/** Data a route's loader has read, in the shape of a loaded resource (for the lists' shared states). */
export const loadedResource = <T>(data: T) => ({
  status: "loaded" as const,
  data,
  error: null,
  reload: () => Promise.resolve(),
});
