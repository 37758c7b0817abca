import { Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";
import { buttonStyles, cardStyles } from "../button-styles";

/**
 * The confirmation dialog's question as a panel with its form, for a change posted before the
 * page's JavaScript ran (or without it). The server answers such a post with the question and
 * changes nothing; confirming posts the same fields again with `confirmed=yes`, and Cancel goes
 * back to the page. With JavaScript the same question is the ConfirmDialog.
 */
export function PostedConfirmation({
  title,
  fields,
  confirmLabel,
  cancelHref,
  destructive = true,
  confirmDisabled = false,
  inCard = false,
  children,
}: {
  title: ReactNode;
  /** What the form posted, to post again (its intent first). */
  fields: Record<string, string | number>;
  confirmLabel: ReactNode;
  cancelHref: string;
  destructive?: boolean;
  confirmDisabled?: boolean;
  /** Inside a settings card: a bordered panel under the card's own heading (h4), not a card of its own (h3). */
  inCard?: boolean;
  /** The question, as the dialog asks it. */
  children: ReactNode;
}) {
  const id = useId();
  const Heading = inCard ? "h4" : "h3";
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      className={
        inCard
          ? "space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700"
          : `${cardStyles} space-y-3 p-5`
      }
    >
      <Heading id={`${id}-title`} className={inCard ? "font-semibold" : "text-lg font-semibold"}>
        {title}
      </Heading>
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>
      <form method="post" className="flex flex-wrap justify-end gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <Link to={cancelHref} preventScrollReset className={buttonStyles.secondary}>
          Cancel
        </Link>
        <button
          type="submit"
          className={destructive ? buttonStyles.danger : buttonStyles.primary}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </button>
      </form>
    </section>
  );
}
