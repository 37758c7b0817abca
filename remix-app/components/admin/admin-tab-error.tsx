import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";

const TRY_AGAIN = "Please try again in a moment. If it keeps failing, contact support.";

/** What the domain said, when the loader passed it on (lib/route-errors.server.ts), else a text by status. */
function explanation(error: unknown): string {
  if (!isRouteErrorResponse(error)) return `A server error occurred. ${TRY_AGAIN}`;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message.trim() !== "") return message;
  if (error.status === 401) return "You are logged out. Please sign in again.";
  if (error.status === 403) return "You don't have permission to see this. Ask an admin of your company.";
  return TRY_AGAIN;
}

/**
 * A tab of the Admin Panel whose data could not be read: which part failed and what to do, inside
 * the panel (its other tabs stay usable). `what` names the data ("the team").
 */
export function AdminTabError({ what }: { what: string }) {
  const error = useRouteError();
  const location = useLocation();
  return (
    <div className="space-y-3">
      <Notice tone="error" title={`Could not load ${what}`}>
        {explanation(error)}
      </Notice>
      {/* Opening the same address again runs the tab's loader again. */}
      <Link to={location.pathname} reloadDocument className={buttonStyles.secondary}>
        Try again
      </Link>
    </div>
  );
}
