import type { SessionUser } from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { PagePermission } from "./page-access";
import { checkPageAccess } from "./page-guard.server";

// Platform Settings and Customer Management are for platform administrators only
// (platform.settings, platform.customers). The layout (routes/platform-settings.tsx,
// admin_.customers.tsx) answers anyone else with the 403 'Access Denied' page; each section's
// loader and action checks the same again before it reads or writes, since Remix runs them side by
// side with the layout's and a fetcher calls an action alone.

export type PlatformSectionGate = { state: "denied" } | { state: "open"; session: SessionUser };

export function gatePlatformSection(
  context: AppLoadContext,
  permission: Extract<PagePermission, "platform.settings" | "platform.customers">,
): PlatformSectionGate {
  const { session, denied } = checkPageAccess(context, permission);
  return denied ? { state: "denied" } : { state: "open", session };
}

/** A section's answer to a refused person: nothing but the 403 (the layout shows 'Access Denied'). */
export const deniedSection = () => data({ state: "denied" as const }, { status: 403 });
