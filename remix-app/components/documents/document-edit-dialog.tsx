import {
  changesApprovedText,
  type DocumentDto,
  type DocumentSummaryDto,
  EDIT_TAKES_OUT_OF_FORCE_NOTICE,
  statusLabel,
  updateDocumentBody,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";

/** The title/description/content branch of the update contract (the other branch is the status). */
const editDocumentForm = updateDocumentBody.options[1];

const INTENT = DOCUMENT_INTENTS.editDocument;
const UPDATE_FAILED = "Update Failed";

type EditResult = FormResult<DocumentDto>;
type EditFetcher = ReturnType<typeof useFetcher<EditResult>>;

interface DocumentEditDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
  onSaved: (document: DocumentDto) => void;
}

/**
 * Edit a document's Title, Description and Content; saving records a new version. Changing the title
 * or content of a document in force takes it out of force (decision 009): the dialog says so before
 * saving, and the answer (status Under Review, version + 2) replaces the row.
 *
 * The form posts to the library route's action (intent edit-document) with the version it opened:
 * a document changed meanwhile is refused (409, the domain's message in the dialog) rather than
 * overwritten. "Saving…" while the fetcher sends it; Remix reads the page again after it.
 */
export function DocumentEditDialog({ document, onClose, onSaved }: DocumentEditDialogProps) {
  const full = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].$get({ param: { documentId: String(documentId) } })),
  );
  const formId = useId();
  const fetcher = useFetcher<EditResult>();
  const saving = fetcher.state !== "idle";
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Edit Document"
      description={document ? `Changes to “${document.title}” are saved as a new version.` : null}
      size="max-w-2xl"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.primary}
            disabled={full.status !== "loaded" || saving}
          >
            {saving ? "Saving…" : "Save Changes"}
          </button>
        </>
      }
    >
      {full.status === "loaded" ? (
        <EditForm
          key={full.data.id}
          id={formId}
          document={full.data}
          fetcher={fetcher}
          onSaved={(saved) => {
            onSaved(saved);
            onClose();
          }}
        />
      ) : full.status === "failed" ? (
        <LoadFailure error={full.error} title="Could not load the document" onRetry={full.reload} />
      ) : (
        <Loading label="Loading document…" />
      )}
    </Modal>
  );
}

type FieldName = "title" | "description" | "content";

function EditForm({
  id,
  document,
  fetcher,
  onSaved,
}: {
  id: string;
  document: DocumentDto;
  fetcher: EditFetcher;
  onSaved: (document: DocumentDto) => void;
}) {
  const { toast } = useToast();
  const [values, setValues] = useState({
    title: document.title,
    description: document.description ?? "",
    content: document.content,
  });
  const { errors: checked, setErrors, validate } = useSchemaForm(editDocumentForm);
  // Only answers to this form's submissions (the fetcher outlives a document's form).
  const sent = useRef(false);
  const sending = fetcher.state !== "idle";
  const answer = sent.current && !sending ? fetcher.data : undefined;
  const refusal = answer && !answer.ok ? answer : null;
  const errors: Partial<Record<FieldName, string>> = { ...refusal?.fieldErrors, ...checked };
  const failure = refusal && !hasFieldErrors(refusal.fieldErrors) ? refusal.message : null;
  // The server trims the title it stores: compare what it will compare.
  const leavesForce = changesApprovedText(document, { title: values.title.trim(), content: values.content });

  useFormAnswer(answer, INTENT, (result) => {
    if (!result.ok) {
      toast({ title: UPDATE_FAILED, description: result.message, variant: "destructive" });
      return;
    }
    const saved = result.value;
    toast({
      title: "Document Updated",
      description:
        saved.status === document.status
          ? `“${saved.title}” was saved.`
          : `“${saved.title}” was saved and is now ${statusLabel(saved.status)}.`,
      variant: "success",
    });
    onSaved(saved);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    const parsed = validate({
      title: values.title,
      description: values.description.trim() === "" ? null : values.description,
      content: values.content,
    });
    if (!parsed.ok) return event.preventDefault();
    sent.current = true;
    // Valid: the fetcher sends it (fetcher.Form's own submit handler).
  };

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (checked[name]) setErrors({});
    },
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldErrorStyles}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <fetcher.Form
      id={id}
      method="post"
      action={LIBRARY_ACTION}
      preventScrollReset
      onSubmit={submit}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="documentId" value={document.id} />
      <input type="hidden" name="version" value={document.version} />
      {failure ? (
        <Notice tone="error" title={UPDATE_FAILED}>
          {failure}
        </Notice>
      ) : null}
      <div>
        <label htmlFor={`${id}-title`} className={labelStyles}>
          Title
        </label>
        <input {...field("title")} type="text" required maxLength={200} className={`${fieldStyles} mt-1`} />
        {error("title")}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelStyles}>
          Description
        </label>
        <textarea {...field("description")} rows={2} maxLength={1000} className={`${fieldStyles} mt-1`} />
        {error("description")}
      </div>
      <div>
        <label htmlFor={`${id}-content`} className={labelStyles}>
          Content
        </label>
        <textarea
          {...field("content")}
          rows={16}
          className={`${fieldStyles} mt-1 font-mono text-xs leading-relaxed`}
        />
        {error("content")}
      </div>
      {/* Next to Save Changes, where the person looks before saving. */}
      {leavesForce ? (
        <Notice tone="warning" title="This edit needs a new approval">
          {EDIT_TAKES_OUT_OF_FORCE_NOTICE}
        </Notice>
      ) : null}
    </fetcher.Form>
  );
}
