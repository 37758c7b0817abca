import { type DocumentSummaryDto, statusLabel } from "@charterly/domain/contract";
import { FormField, fieldStyles } from "../ui/form-field";

/**
 * 'Document': a select of the active library, each with its status and version: the list a route's
 * loader read (the Admin Panel's Documents and Knowledge Base tabs).
 */
export function LibraryDocumentSelect({
  id,
  documents,
  value,
  onChange,
  disabled,
  name,
  error,
}: {
  id: string;
  /** The form field it is sent as (a route action's form). */
  name?: string;
  /** The answer's message for it, said next to it. */
  error?: string;
  documents: readonly DocumentSummaryDto[];
  value: string;
  onChange: (documentId: string) => void;
  disabled?: boolean;
}) {
  return (
    <FormField id={id} label="Document" required error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={fieldStyles}
        >
          <option value="">
            {documents.length === 0 ? "No documents in your library yet" : "Choose a document…"}
          </option>
          {documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.title} ({statusLabel(document.status)}, v{document.version})
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
