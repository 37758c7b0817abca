import {
  changesApprovedText,
  type DocumentDto,
  type DocumentSummaryDto,
  EDIT_TAKES_OUT_OF_FORCE_NOTICE,
  statusLabel,
  updateDocumentBody,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useSchemaForm } from "../ui/use-schema-form";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";
import { useFailureToast } from "./use-failure-toast";

/** The title/description/content branch of the update contract (the other branch is the status). */
const editDocumentForm = updateDocumentBody.options[1];

const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update document. Please try again." };

interface DocumentEditDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
  onSaved: (document: DocumentDto) => void;
}

/**
 * Edit a document's Title, Description and Content; saving records a new version. Changing the title
 * or content of a document in force takes it out of force (decision 009): the dialog says so before
 * saving, and the answer (status Under Review, version + 2) replaces the row.
 */
export function DocumentEditDialog({ document, onClose, onSaved }: DocumentEditDialogProps) {
  const full = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].$get({ param: { documentId: String(documentId) } })),
  );
  const formId = useId();
  const [saving, setSaving] = useState(false);
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
          onSavingChange={setSaving}
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
  onSavingChange,
  onSaved,
}: {
  id: string;
  document: DocumentDto;
  onSavingChange: (saving: boolean) => void;
  onSaved: (document: DocumentDto) => void;
}) {
  const { toast } = useToast();
  const reportFailure = useFailureToast();
  const [values, setValues] = useState({
    title: document.title,
    description: document.description ?? "",
    content: document.content,
  });
  const { errors, validate } = useSchemaForm(editDocumentForm);
  const [failure, setFailure] = useState<string | null>(null);
  // The server trims the title it stores: compare what it will compare.
  const leavesForce = changesApprovedText(document, { title: values.title.trim(), content: values.content });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate({
      title: values.title,
      description: values.description.trim() === "" ? null : values.description,
      content: values.content,
    });
    if (!parsed.ok) return;
    setFailure(null);
    onSavingChange(true);
    try {
      const saved = await jsonOf(
        api.documents[":documentId"].$put({ param: { documentId: String(document.id) }, json: parsed.data }),
      );
      toast({
        title: "Document Updated",
        description:
          saved.status === document.status
            ? `“${saved.title}” was saved.`
            : `“${saved.title}” was saved and is now ${statusLabel(saved.status)}.`,
        variant: "success",
      });
      onSaved(saved);
    } catch (error) {
      setFailure(reportFailure(error, UPDATE_FAILED, { serverMessageFor: [400, 409] }).description);
    } finally {
      onSavingChange(false);
    }
  };

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldErrorStyles}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <Notice tone="error" title="Update Failed">
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
    </form>
  );
}
