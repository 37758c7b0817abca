import {
  compareVersionsBody,
  type DocumentSummaryDto,
  type DocumentVersionDto,
  formatDateTime,
  type VersionComparisonDto,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { fieldStyles, labelStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";
import { useFailureToast } from "./use-failure-toast";
import { VersionDifferences } from "./version-differences";

const COMPARE_FAILED = {
  title: "Comparison Failed",
  description: "Failed to compare the versions. Please try again.",
};

interface CompareVersionsDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/** Pick two versions, then see what was added, removed and changed between them. */
export function CompareVersionsDialog({ document, onClose }: CompareVersionsDialogProps) {
  const versions = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].versions.$get({ param: { documentId: String(documentId) } })),
  );
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Compare Versions"
      description={document?.title}
      size="max-w-4xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {versions.status === "loaded" ? (
        versions.data.length < 2 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This document has only one version, so there is nothing to compare yet.
          </p>
        ) : (
          <ComparePicker key={document?.id} versions={versions.data} />
        )
      ) : versions.status === "failed" ? (
        <LoadFailure error={versions.error} title="Could not load the versions" onRetry={versions.reload} />
      ) : (
        <Loading label="Loading versions…" />
      )}
    </Modal>
  );
}

function ComparePicker({ versions }: { versions: DocumentVersionDto[] }) {
  const id = useId();
  const reportFailure = useFailureToast();
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [comparing, setComparing] = useState(false);
  const [comparison, setComparison] = useState<VersionComparisonDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choice = compareVersionsBody.safeParse({ versionId1: Number(first), versionId2: Number(second) });
  const sameVersion = first !== "" && first === second;
  const ready = choice.success && !sameVersion;
  const hint = sameVersion ? "Choose two different versions." : "Select two versions to compare.";

  const compare = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || !choice.success) return;
    setComparing(true);
    setFailure(null);
    try {
      setComparison(await jsonOf(api.documents.versions.compare.$post({ json: choice.data })));
    } catch (error) {
      setComparison(null);
      setFailure(reportFailure(error, COMPARE_FAILED, { serverMessageFor: [400, 404, 409] }).description);
    } finally {
      setComparing(false);
    }
  };

  const picker = (value: string, onChange: (value: string) => void, label: string, suffix: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${suffix}`} className={labelStyles}>
        {label}
      </label>
      <select
        id={`${id}-${suffix}`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setComparison(null);
        }}
        className={`${fieldStyles} mt-1`}
      >
        <option value="">Choose a version</option>
        {versions.map((version) => (
          <option key={version.id} value={String(version.id)}>
            Version {version.version} · {formatDateTime(version.createdAt)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-5">
      <form onSubmit={compare} className="space-y-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {picker(first, setFirst, "First version", "first")}
          {picker(second, setSecond, "Second version", "second")}
          <button
            type="submit"
            className={`${buttonStyles.primary} shrink-0`}
            disabled={!ready || comparing}
            aria-describedby={ready ? undefined : `${id}-hint`}
          >
            {comparing ? "Comparing…" : "Compare"}
          </button>
        </div>
        {ready ? null : (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </form>
      {failure ? (
        <Notice tone="error" title={COMPARE_FAILED.title}>
          {failure}
        </Notice>
      ) : null}
      {comparison ? <VersionDifferences comparison={comparison} /> : null}
    </div>
  );
}
