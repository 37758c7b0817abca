import type { CurrentUser } from "@charterly/domain/contract";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "../root";

/** APP_ENV values under which mail stays in the local outbox (GET /api/dev/outbox answers). */
export const isLocalAppEnv = (appEnv: string | null | undefined) => appEnv === "local" || appEnv === "test";

/** Whether the app runs locally (the root loader exposes APP_ENV). */
export function useIsLocalApp(): boolean {
  return isLocalAppEnv(useRouteLoaderData<typeof rootLoader>("root")?.appEnv);
}

/** The signed-in person as the root loader read them, or null when signed out. */
export function useSignedInUser(): CurrentUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
