import type { DeletionInfoDto } from "@charterly/domain/contract";
import { formatCount, RECYCLE_BIN_RETENTION_DAYS } from "@charterly/domain/contract";
import { type FetcherWithComponents, Link } from "@remix-run/react";
import { useId } from "react";
import { DELETION_INTENTS } from "../../../lib/customer-intents";
import type { FailureText } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { Loading } from "../../documents/load-status";
import { Notice } from "../../notice";
import { Modal } from "../../ui/modal";
import { useHydrated } from "../../ui/use-hydrated";

/** The company a dialog asks about: moving it to the recycle bin, or deleting it for good. */
export interface DeletionTarget {
  kind: "delete" | "permanent";
  companyId: number;
  name: string;
}

const TEXTS = {
  delete: { title: "Delete Company", confirm: "Delete Company" },
  permanent: { title: "Permanently Delete Company", confirm: "Permanently Delete" },
} as const;

/**
 * Asks before deleting a company, showing what it holds (§3 'Deletion info': users, documents,
 * knowledge-base entries): 'Delete Company' moves it to the recycle bin for 5 days; 'Permanently
 * Delete' cannot be undone. The answer is a form posted to the section's action (intent
 * delete-company or purge-company, sent by `fetcher`, pending while it is on its way). The
 * question has its own address (?delete=<company>, ?purge=<company>), whose loader reads the
 * figures (`info`): with JavaScript the dialog opens at once and the button waits for them while
 * that address loads; without it the question is a section of the page there, and Cancel is a
 * link back.
 */
export function DeletionDialog({
  target,
  info: infoRead,
  reading,
  onRetry,
  fetcher,
  problem,
  onCancel,
  closeHref,
}: {
  target: DeletionTarget | null;
  /** What the company holds, read by the loader for the question's address; null when it could not be. */
  info: DeletionInfoDto | null;
  /** The question's address is loading: the figures are on their way. */
  reading: boolean;
  /** Reads the figures again. */
  onRetry: () => void;
  fetcher: FetcherWithComponents<unknown>;
  /** Why the last attempt failed (repeated here: a toast may sit under the dialog). */
  problem: FailureText | null;
  onCancel: () => void;
  closeHref: string;
}) {
  const hydrated = useHydrated();
  const info =
    infoRead && infoRead.company.id === target?.companyId
      ? { status: "loaded" as const, data: infoRead }
      : { status: reading ? ("loading" as const) : ("failed" as const), data: null };
  const busy = fetcher.state !== "idle";
  const texts = TEXTS[target?.kind ?? "delete"];
  const formId = useId();
  const confirm = (
    <fetcher.Form id={formId} method="post" onSubmit={(event) => busy && event.preventDefault()}>
      <input
        type="hidden"
        name="intent"
        value={target?.kind === "permanent" ? DELETION_INTENTS.purge : DELETION_INTENTS.delete}
      />
      <input type="hidden" name="companyId" value={target?.companyId ?? ""} />
      <button
        type="submit"
        className={buttonStyles.danger}
        disabled={busy || (hydrated && info.status !== "loaded")}
      >
        {texts.confirm}
      </button>
    </fetcher.Form>
  );
  const body = target ? (
    <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
      {target.kind === "delete" ? (
        <p>
          Move <strong>{target.name}</strong> (ID {target.companyId}) to the recycle bin? Its people can no
          longer sign in, and anyone signed in is signed out. Nothing is deleted yet: you can restore the
          company for {RECYCLE_BIN_RETENTION_DAYS} days, then it is deleted for good.
        </p>
      ) : (
        <p>
          Delete <strong>{target.name}</strong> (ID {target.companyId}) for good, now? Every user, document,
          knowledge-base entry and file of the company is deleted. This cannot be undone.
        </p>
      )}
      {info.status === "failed" ? (
        <div className="space-y-2">
          <Notice tone="error" title="Error">
            Failed to get company information.
          </Notice>
          {hydrated ? (
            <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </div>
      ) : info.status === "loaded" ? (
        <DeletionFigures info={info.data} />
      ) : (
        <Loading label="Reading what the company holds…" />
      )}
      {problem ? (
        <Notice tone="error" title={problem.title}>
          {problem.description}
        </Notice>
      ) : null}
    </div>
  ) : null;

  if (!hydrated) {
    if (!target) return null;
    return (
      <section aria-labelledby={`${formId}-title`} className={`${cardStyles} space-y-4 p-5`}>
        <h3 id={`${formId}-title`} className="text-lg font-semibold">
          {texts.title}
        </h3>
        {body}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonStyles.secondary}>
            Cancel
          </Link>
          {confirm}
        </div>
      </section>
    );
  }
  return (
    <Modal
      open={target !== null}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={texts.title}
      size="max-w-md"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          {confirm}
        </>
      }
    >
      {body}
    </Modal>
  );
}

function DeletionFigures({ info }: { info: DeletionInfoDto }) {
  const figures = [
    { label: "Users", value: info.userCount },
    { label: "Documents", value: info.documentCount },
    { label: "Knowledge base entries", value: info.knowledgeBaseCount },
  ];
  return (
    <dl aria-label="What the company holds" className="grid grid-cols-3 gap-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="rounded-md border border-slate-200 p-3 text-center dark:border-slate-700"
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 dark:text-slate-100">
            {formatCount(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
