import type { DeletionInfoDto } from "@charterly/domain/contract";
import { formatCount, RECYCLE_BIN_RETENTION_DAYS } from "@charterly/domain/contract";
import type { FailureText } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { Notice } from "../../notice";
import { Modal } from "../../ui/modal";
import { loadDeletionInfo } from "./deletion-api";

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
 * Delete' cannot be undone. The action waits until the figures are read.
 */
export function DeletionDialog({
  target,
  busy,
  problem,
  onConfirm,
  onCancel,
}: {
  target: DeletionTarget | null;
  busy: boolean;
  /** Why the last attempt failed (repeated here: a toast may sit under the dialog). */
  problem: FailureText | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const info = useApiResource(target?.companyId ?? null, loadDeletionInfo);
  const texts = TEXTS[target?.kind ?? "delete"];
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
          <button
            type="button"
            className={buttonStyles.danger}
            disabled={busy || info.status !== "loaded"}
            onClick={onConfirm}
          >
            {texts.confirm}
          </button>
        </>
      }
    >
      {target ? (
        <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
          {target.kind === "delete" ? (
            <p>
              Move <strong>{target.name}</strong> (ID {target.companyId}) to the recycle bin? Its people can
              no longer sign in, and anyone signed in is signed out. Nothing is deleted yet: you can restore
              the company for {RECYCLE_BIN_RETENTION_DAYS} days, then it is deleted for good.
            </p>
          ) : (
            <p>
              Delete <strong>{target.name}</strong> (ID {target.companyId}) for good, now? Every user,
              document, knowledge-base entry and file of the company is deleted. This cannot be undone.
            </p>
          )}
          {info.status === "failed" ? (
            <div className="space-y-2">
              <Notice tone="error" title="Error">
                Failed to get company information.
              </Notice>
              <button type="button" className={buttonStyles.secondary} onClick={() => void info.reload()}>
                Try again
              </button>
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
      ) : null}
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
