import { linkStyles } from "../button-styles";

/** Local runs only: mail is not delivered but kept in the outbox, which lists each message's links. */
export function OutboxNote() {
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
      Local development: e-mails are not delivered; they wait in the{" "}
      <a href="/api/dev/outbox" target="_blank" rel="noreferrer" className={linkStyles}>
        outbox
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      , with the verification link.
    </p>
  );
}
