import { type DocumentSummaryDto, statusLabel } from "@charterly/domain/contract";
import { api, jsonOf } from "../../lib/api-client";
import { FormField, fieldStyles } from "../ui/form-field";
import { useApiResource } from "./use-api-resource";

/** The library documents a form may pick from (every one but the archived), newest change first. */
const loadActiveLibrary = async () =>
  (await jsonOf(api.documents.$get({ query: { tab: "active", limit: "200" } }))).documents;

export const useActiveLibrary = () => useApiResource("library", loadActiveLibrary);

export type ActiveLibrary = ReturnType<typeof useActiveLibrary>;

/**
 * 'Document': a select of the active library, each with its status and version. `documents` is
 * undefined while they load (useActiveLibrary), or a route loader's list.
 */
export function LibraryDocumentSelect({
  id,
  documents,
  value,
  onChange,
  disabled,
}: {
  id: string;
  documents: readonly DocumentSummaryDto[] | undefined;
  value: string;
  onChange: (documentId: string) => void;
  disabled?: boolean;
}) {
  return (
    <FormField id={id} label="Document" required>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled || documents === undefined}
          onChange={(event) => onChange(event.target.value)}
          className={fieldStyles}
        >
          <option value="">
            {documents !== undefined
              ? documents.length === 0
                ? "No documents in your library yet"
                : "Choose a document…"
              : "Loading documents…"}
          </option>
          {documents?.map((document) => (
            <option key={document.id} value={document.id}>
              {document.title} ({statusLabel(document.status)}, v{document.version})
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
