import type { AcknowledgementReminderDto, AcknowledgementStatusDto } from "@charterly/domain/contract";
import { DateTime } from "../documents/formatted-date";

const CHANNEL_LABELS = { web: "Web", slack: "Slack" } as const;

export const REMIND_FAILED = "Reminder Not Sent";

/** What 'Send reminder' came to, as the dialog and the page say it. */
export const reminderText = (answer: AcknowledgementReminderDto) =>
  !answer.emailEnabled
    ? "E-mail is turned off for your company (Company Settings), so no reminder was sent."
    : answer.reminded === 0
      ? "Everyone has read this version: nobody to remind."
      : `Reminder sent to ${answer.reminded} ${answer.reminded === 1 ? "person" : "people"}.`;

/**
 * 'Who has read it' for the version in force: how many have, who acknowledged it (when and where)
 * and who has not; `note` is what a reminder came to.
 */
export function ReaderLists({ status, note }: { status: AcknowledgementStatusDto; note: string | null }) {
  const total = status.acknowledged.length + status.pending.length;
  return (
    <div className="space-y-5">
      <p className="text-sm font-medium" aria-live="polite">
        {status.acknowledged.length} of {total} have read version {status.version}
        {status.pending.length > 0 ? ` · ${status.pending.length} not yet` : ""}
      </p>
      {note ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      ) : null}
      <section aria-labelledby="acknowledged-heading">
        <h3 id="acknowledged-heading" className="text-sm font-semibold">
          Acknowledged ({status.acknowledged.length})
        </h3>
        {status.acknowledged.length === 0 && status.slackOnly.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nobody yet.</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800"
            aria-label="Acknowledged"
          >
            {status.acknowledged.map((person) => (
              <li key={person.userId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{person.name}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">{person.email}</span>
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateTime iso={person.acknowledgedAt} /> · {CHANNEL_LABELS[person.channel]}
                </span>
              </li>
            ))}
            {/* Slack users with no account in the company (decision 017): known by their Slack id only. */}
            {status.slackOnly.map((reader) => (
              <li key={`slack-${reader.slackUserId}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">Slack user {reader.slackUserId}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">no account</span>
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateTime iso={reader.acknowledgedAt} /> · {CHANNEL_LABELS[reader.channel]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pending-heading">
        <h3 id="pending-heading" className="text-sm font-semibold">
          Not yet ({status.pending.length})
        </h3>
        {status.pending.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Everyone has read this version.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Not yet">
            {status.pending.map((person) => (
              <li key={person.userId} className="py-2">
                <span className="font-medium">{person.name}</span>{" "}
                <span className="text-slate-600 dark:text-slate-400">{person.email}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
