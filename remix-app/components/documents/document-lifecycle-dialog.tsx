import {
  type DocumentDto,
  type DocumentSummaryDto,
  documentLifecycleBody,
  REVIEW_INTERVAL_LABELS,
  REVIEW_INTERVALS,
  ROLE_LABELS,
  type Role,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { DOCUMENT_INTENTS, EVERYONE_READS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles, labelStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";
import { ShortDate } from "./formatted-date";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";

/** The roles a document can be addressed to (the platform's own administrators are not readers). */
const READER_ROLES = ["user", "admin", "company_admin"] as const satisfies readonly Role[];
const SAVE_FAILED = "Could not save";
const INTENT = DOCUMENT_INTENTS.setLifecycle;

interface DocumentLifecycleDialogProps {
  /** The document to set up; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
  onSaved: (document: DocumentDto) => void;
}

/**
 * 'Owner & review' (admins): who keeps the document current, how often it is reviewed (the next
 * review follows from the date it came into force), and who is asked to read it. The form posts to
 * the library route's action (intent set-lifecycle); the field messages stand next to the fields.
 */
export function DocumentLifecycleDialog({ document, onClose, onSaved }: DocumentLifecycleDialogProps) {
  const people = useApiResource(document ? "team" : null, async () => {
    const team = await jsonOf(api.admin["company-users"].$get());
    return team.users;
  });
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Owner & review"
      description={document ? `“${document.title}”` : null}
      size="max-w-lg"
    >
      {!document ? null : people.status === "loaded" ? (
        <LifecycleForm
          key={document.id}
          document={document}
          people={people.data}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : people.status === "failed" ? (
        <LoadFailure error={people.error} title="Could not load your team" onRetry={people.reload} />
      ) : (
        <Loading label="Loading your team…" />
      )}
    </Modal>
  );
}

interface Person {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const nameOf = (person: Person) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;

function LifecycleForm({
  document,
  people,
  onCancel,
  onSaved,
}: {
  document: DocumentSummaryDto;
  people: Person[];
  onCancel: () => void;
  onSaved: (document: DocumentDto) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [owner, setOwner] = useState(document.ownerUserId ? String(document.ownerUserId) : "");
  const [interval, setInterval] = useState(
    document.reviewIntervalMonths ? String(document.reviewIntervalMonths) : "",
  );
  const [everyone, setEveryone] = useState(document.readerRoles === null);
  const [roles, setRoles] = useState<Role[]>(document.readerRoles ?? []);
  // The contract's schema checks the input here as the action does (one message for the readers).
  const { errors: checked, validate } = useSchemaForm(documentLifecycleBody);
  const fetcher = useFetcher<FormResult<DocumentDto>>();
  const saving = fetcher.state !== "idle";
  // Only answers to this form's submissions.
  const sent = useRef(false);
  const answer = sent.current && !saving ? fetcher.data : undefined;
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
    onCancel();
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
      action={LIBRARY_ACTION}
      preventScrollReset
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="documentId" value={document.id} />
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
          {everyone ? null : (
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
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </fetcher.Form>
  );
}
