import type { Hono } from "hono";
import type { RouteMeta } from "./route";
import type { ApiEnv } from "./types";

export interface DeclaredRoute {
  method: string;
  path: string;
  meta: RouteMeta | null;
}

/** Every route registered on the API with its declaration (null when a route forgot to declare one). */
export function listRoutes(app: Hono<ApiEnv>): DeclaredRoute[] {
  const byKey = new Map<string, DeclaredRoute>();
  for (const r of app.routes) {
    if (r.method === "ALL") continue; // app-wide middleware
    const key = `${r.method} ${r.path}`;
    const meta = (r.handler as { meta?: RouteMeta }).meta ?? null;
    const existing = byKey.get(key);
    if (existing) existing.meta ??= meta;
    else byKey.set(key, { method: r.method, path: r.path, meta });
  }
  return [...byKey.values()];
}
