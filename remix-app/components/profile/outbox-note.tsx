import { can } from "@charterly/domain/contract";
import { useIsLocalApp, useSignedInUser } from "../../lib/root-data";
import { linkStyles } from "../button-styles";

const noteStyles =
  "rounded-md border border-dashed border-slate-300 p-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400";

/**
 * Local runs only: mail is not delivered but kept in the outbox, which lists each message's links.
 * The outbox holds every company's mail, so only a platform admin gets the link (platform.mail);
 * anyone else is told where the mail went.
 */
export function OutboxNote() {
  const isLocal = useIsLocalApp();
  const user = useSignedInUser();
  if (!isLocal) return null;
  if (!can(user, "platform.mail")) {
    return (
      <p className={noteStyles}>
        Local development: e-mails are not delivered; they wait in the local outbox, which a platform admin
        can open.
      </p>
    );
  }
  return (
    <p className={noteStyles}>
      Local development: e-mails are not delivered; they wait in the{" "}
      <a href="/api/dev/outbox" target="_blank" rel="noreferrer" className={linkStyles}>
        outbox
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      , with the verification link.
    </p>
  );
}
