import type { DocumentVersionDto, VersionComparisonDto } from "@charterly/domain/contract";
import { formatDateTime } from "@charterly/domain/contract";
import type { Form } from "@remix-run/react";
import { useId, useState } from "react";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { useHydrated } from "../ui/use-hydrated";
import { VersionDifferences } from "./version-differences";

export const COMPARE_FAILED = "Comparison Failed";

/** The comparison read, or the domain's refusal of it (as `readPart` answers). */
type ComparisonRead =
  | { ok: true; data: VersionComparisonDto }
  | { ok: false; status: number; message: string };

/** What the compare route's loader read (routes/documents_.$documentId.compare.tsx). */
export interface CompareRead {
  versions: DocumentVersionDto[];
  from: string;
  to: string;
  choiceError: string | null;
  comparison: ComparisonRead | null;
}

/**
 * Pick two versions (a GET form of `?from=&to=`, answered by the compare route's loader), then see
 * what was added, removed and changed between them. The page's form is a Remix `<Form>`, the
 * dialog's its fetcher's: `comparing` is that fetcher's state.
 */
export function CompareVersions({
  read,
  FormElement,
  action,
  comparing,
}: {
  read: CompareRead;
  FormElement: typeof Form;
  action?: string;
  comparing: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { versions } = read;
  const [first, setFirst] = useState(read.from);
  const [second, setSecond] = useState(read.to);
  if (versions.length < 2)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This document has only one version, so there is nothing to compare yet.
      </p>
    );
  // Once the page's JavaScript runs, the choice is checked before it is sent; without it, the
  // loader says the same next to the selects.
  const sameVersion = first !== "" && first === second;
  const ready = first !== "" && second !== "" && !sameVersion;
  const edited = first !== read.from || second !== read.to;
  const hint = !hydrated
    ? read.choiceError
    : ready
      ? null
      : sameVersion
        ? "Choose two different versions."
        : "Select two versions to compare.";
  const shown = edited ? null : read.comparison;

  const picker = (name: "from" | "to", value: string, onChange: (value: string) => void, label: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${name}`} className={labelStyles}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!hydrated && read.choiceError ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
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
      <FormElement method="get" action={action} preventScrollReset className="space-y-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {picker("from", first, setFirst, "First version")}
          {picker("to", second, setSecond, "Second version")}
          <button
            type="submit"
            className={`${buttonStyles.primary} shrink-0`}
            disabled={hydrated && (!ready || comparing)}
          >
            {comparing ? "Comparing…" : "Compare"}
          </button>
        </div>
        {hint ? (
          <p
            id={`${id}-hint`}
            className={!hydrated ? fieldErrorStyles : "text-sm text-slate-600 dark:text-slate-400"}
          >
            {hint}
          </p>
        ) : null}
      </FormElement>
      {shown && !shown.ok ? (
        <Notice tone="error" title={COMPARE_FAILED}>
          {shown.message}
        </Notice>
      ) : shown?.ok ? (
        <VersionDifferences comparison={shown.data} />
      ) : null}
    </div>
  );
}
