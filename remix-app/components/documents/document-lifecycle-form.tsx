import {
  type DocumentDto,
  type DocumentSummaryDto,
  REVIEW_INTERVAL_LABELS,
  REVIEW_INTERVALS,
  ROLE_LABELS,
  type Role,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { DOCUMENT_INTENTS, EVERYONE_READS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { documentLifecycleSchema } from "../../lib/form-schemas";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles, labelStyles } from "../ui/form-field";
import { useFormAnswer } from "../ui/use-form-answer";
import { useHydrated } from "../ui/use-hydrated";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";
import { ShortDate } from "./formatted-date";

/** The roles a document can be addressed to (the platform's own administrators are not readers). */
const READER_ROLES = ["user", "admin", "company_admin"] as const satisfies readonly Role[];
export const SAVE_FAILED = "Could not save";
const INTENT = DOCUMENT_INTENTS.setLifecycle;

/** What the form sets up (the owner route's loader reads it). */
export type LifecycleDocument = Pick<
  DocumentSummaryDto,
  "id" | "title" | "ownerUserId" | "reviewIntervalMonths" | "readerRoles" | "inForceSince"
>;

/** The roles a refused form had checked (sent back as one value; the form sends one field per role). */
const sentRoles = (posted: Extract<FormResult<DocumentDto>, { ok: false }>) =>
  READER_ROLES.filter((role) => (posted.values.readerRoles ?? "").split(",").includes(role));

export interface Person {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const nameOf = (person: Person) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;

/**
 * The 'Owner & review' form, posted to the owner route's action (/documents/:id/owner, intent
 * set-lifecycle) by a fetcher. Without JavaScript it is a document POST: `posted` is the action's
 * answer the page rendered (field messages next to the fields, the choices sent back), and the
 * roles' checkboxes are always shown (nothing can show them when "Chosen roles" is picked).
 */
export function LifecycleForm({
  document,
  people,
  action,
  posted,
  cancel,
  onSaved,
}: {
  document: LifecycleDocument;
  people: Person[];
  action: string;
  posted?: FormResult<DocumentDto>;
  /** The Cancel control: a button closing the dialog, or a link back on the page. */
  cancel: ReactNode;
  onSaved: (document: DocumentDto) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const sentBack = posted && !posted.ok ? posted.values : undefined;
  const [owner, setOwner] = useState(
    sentBack ? (sentBack.ownerUserId ?? "") : document.ownerUserId ? String(document.ownerUserId) : "",
  );
  const [interval, setInterval] = useState(
    sentBack
      ? (sentBack.reviewIntervalMonths ?? "")
      : document.reviewIntervalMonths
        ? String(document.reviewIntervalMonths)
        : "",
  );
  const [everyone, setEveryone] = useState(
    sentBack ? sentBack.readers === EVERYONE_READS : document.readerRoles === null,
  );
  const [roles, setRoles] = useState<Role[]>(
    sentBack ? (posted && !posted.ok ? sentRoles(posted) : []) : (document.readerRoles ?? []),
  );
  // The contract's schema checks the input here as the action does (one message for the readers).
  const { errors: checked, validate } = useSchemaForm(documentLifecycleSchema);
  const fetcher = useFetcher<FormResult<DocumentDto>>();
  const saving = fetcher.state !== "idle";
  // Only answers to this form's submissions.
  const sent = useRef(false);
  const answer = sent.current && !saving ? fetcher.data : sent.current ? undefined : posted;
  const refusal = answer && !answer.ok ? answer : null;
  const errors: Partial<Record<string, string>> = saving ? checked : { ...refusal?.fieldErrors, ...checked };
  const failure = refusal && !hasFieldErrors(refusal.fieldErrors) ? refusal.message : null;

  useFormAnswer(answer, INTENT, (result) => {
    if (!result.ok) return;
    const saved = result.value;
    toast({
      title: "Owner and review saved",
      description: saved.nextReviewAt
        ? `Next review: ${new Date(saved.nextReviewAt).toLocaleDateString()}.`
        : `“${saved.title}” has no review date.`,
      variant: "success",
    });
    onSaved(saved);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) return event.preventDefault();
    const check = validate({
      ownerUserId: owner ? Number(owner) : null,
      reviewIntervalMonths: interval ? Number(interval) : null,
      readerRoles: everyone ? null : roles,
    });
    if (!check.ok) return event.preventDefault();
    sent.current = true;
    // Valid: the fetcher sends it (fetcher.Form's own submit handler).
  };

  const toggleRole = (role: Role, on: boolean) =>
    setRoles((current) => (on ? [...new Set([...current, role])] : current.filter((r) => r !== role)));

  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value={INTENT} />
      {failure ? (
        <Notice tone="error" title={SAVE_FAILED}>
          {failure}
        </Notice>
      ) : null}
      <FormField
        id={`${id}-owner`}
        label="Owner"
        error={errors.ownerUserId}
        hint="Reminded by e-mail before each review."
      >
        {(control) => (
          <select
            {...control}
            name="ownerUserId"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            className={fieldStyles}
          >
            <option value="">No owner</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {nameOf(person)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-interval`}
        label="Review"
        error={errors.reviewIntervalMonths}
        hint={
          document.inForceSince ? (
            <>
              Counted from the last review, or from <ShortDate iso={document.inForceSince} /> when it came
              into force.
            </>
          ) : (
            "Counted from when it comes into force (approved)."
          )
        }
      >
        {(control) => (
          <select
            {...control}
            name="reviewIntervalMonths"
            value={interval}
            onChange={(e) => setInterval(e.target.value)}
            className={fieldStyles}
          >
            <option value="">No review</option>
            {REVIEW_INTERVALS.map((months) => (
              <option key={months} value={months}>
                {REVIEW_INTERVAL_LABELS[months]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset>
        <legend className={labelStyles}>Readers</legend>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Who is asked to read it when it comes into force.
        </p>
        <div className="mt-2 space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="readers"
              value={EVERYONE_READS}
              checked={everyone}
              onChange={() => setEveryone(true)}
            />
            Everyone
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="readers"
              value="roles"
              checked={!everyone}
              onChange={() => setEveryone(false)}
            />
            Chosen roles
          </label>
          {everyone && hydrated ? null : (
            <div className="ml-6 space-y-1.5">
              {READER_ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="readerRoles"
                    value={role}
                    checked={roles.includes(role)}
                    onChange={(e) => toggleRole(role, e.target.checked)}
                  />
                  {ROLE_LABELS[role]}
                </label>
              ))}
            </div>
          )}
          {errors.readerRoles ? (
            <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
              {errors.readerRoles}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        {cancel}
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </fetcher.Form>
  );
}
