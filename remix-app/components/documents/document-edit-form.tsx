import {
  changesApprovedText,
  type DocumentDto,
  type DocumentStatus,
  documentSavedMessage,
  EDIT_TAKES_OUT_OF_FORCE_NOTICE,
} from "@charterly/domain/contract";
import type { useFetcher } from "@remix-run/react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { editDocumentSchema } from "../../lib/form-schemas";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { useFormAnswer } from "../ui/use-form-answer";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";

const INTENT = DOCUMENT_INTENTS.editDocument;
export const UPDATE_FAILED = "Update Failed";

export type EditResult = FormResult<DocumentDto>;
type EditFetcher = ReturnType<typeof useFetcher<EditResult>>;

/** What the form edits (the edit route's loader reads it). */
export type EditableDocument = Pick<
  DocumentDto,
  "id" | "title" | "description" | "content" | "version" | "status"
>;

type FieldName = "title" | "description" | "content";

/**
 * The Edit form: Title, Description and Content, posted with the version it opened to the edit
 * route's action (/documents/:id/edit, intent edit-document) by `fetcher`. Without JavaScript it is
 * a document POST: `posted` is the action's answer the page rendered (the field errors next to the
 * fields, with the text sent back).
 */
export function EditForm({
  id,
  document,
  fetcher,
  action,
  posted,
  onSaved,
  children,
}: {
  id: string;
  document: EditableDocument;
  fetcher: EditFetcher;
  action: string;
  posted?: EditResult;
  onSaved: (document: DocumentDto) => void;
  children?: ReactNode;
}) {
  const { toast } = useToast();
  const sentBack = posted && !posted.ok ? posted.values : undefined;
  const [values, setValues] = useState({
    title: sentBack?.title ?? document.title,
    description: sentBack?.description ?? document.description ?? "",
    content: sentBack?.content ?? document.content,
  });
  const { errors: checked, setErrors, validate } = useSchemaForm(editDocumentSchema);
  // Only answers to this form's submissions (the fetcher outlives a document's form).
  const sent = useRef(false);
  const statusWhenSent = useRef<DocumentStatus | null>(null);
  const sending = fetcher.state !== "idle";
  const answer = sent.current && !sending ? fetcher.data : sent.current ? undefined : posted;
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
      // The status when the edit was sent: by the time the answer is read, Remix has read the
      // document again, and its status is the new one already.
      description: documentSavedMessage(saved.title, statusWhenSent.current ?? document.status, saved.status),
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
    statusWhenSent.current = document.status;
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
      action={action}
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
      {children}
    </fetcher.Form>
  );
}
