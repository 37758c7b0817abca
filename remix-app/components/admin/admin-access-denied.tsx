import type { CurrentUser } from "@charterly/domain/contract";
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { DENIED_NOTICES, type DeniedReason, deniedRedirectPath } from "../../lib/page-access";
import { AppShell } from "../app-shell";
import { Notice } from "../notice";

/** After this long a refused person is sent to the dashboard (administration side §2, §9). */
export const ACCESS_DENIED_REDIRECT_MS = 1000;

/** /admin for someone who may not open it: 'Access Denied', then the dashboard after a second. */
export function AdminAccessDenied({ user, reason }: { user: CurrentUser; reason: DeniedReason }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(deniedRedirectPath(reason), { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, reason]);
  return (
    <AppShell user={user}>
      <Notice tone="error" title="Access Denied">
        {DENIED_NOTICES[reason]} Taking you to the dashboard…
      </Notice>
    </AppShell>
  );
}
