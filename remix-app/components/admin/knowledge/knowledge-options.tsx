import {
  CATEGORIES,
  type Category,
  categoryLabel,
  KNOWLEDGE_DOCUMENT_TYPES,
  type KnowledgeDocumentType,
} from "@charterly/domain/contract";
import { FormField, fieldStyles } from "../../ui/form-field";

// The choices the Knowledge Base tab's forms and filters share.

export const DOCUMENT_TYPE_LABELS: Record<KnowledgeDocumentType, string> = {
  policy: "Policy",
  template: "Template",
  example: "Example",
};

/** <option>s for a category select; `any` adds a first "all" or "none" choice with the value "". */
export function CategoryOptions({ any }: { any?: string }) {
  return (
    <>
      {any ? <option value="">{any}</option> : null}
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {categoryLabel(category)}
        </option>
      ))}
    </>
  );
}

/** <option>s for a document type select; `any` as for categories. */
export function DocumentTypeOptions({ any }: { any?: string }) {
  return (
    <>
      {any ? <option value="">{any}</option> : null}
      {KNOWLEDGE_DOCUMENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {DOCUMENT_TYPE_LABELS[type]}
        </option>
      ))}
    </>
  );
}

/**
 * The document type and category of an entry being added, side by side. `anyCategory` offers a first
 * choice with the value "" (the import's "the document's own").
 */
export function TypeAndCategoryFields<C extends Category | "">({
  idPrefix,
  documentType,
  onDocumentType,
  category,
  onCategory,
  anyCategory,
  disabled,
}: {
  idPrefix: string;
  documentType: KnowledgeDocumentType;
  onDocumentType: (value: KnowledgeDocumentType) => void;
  category: C;
  onCategory: (value: C) => void;
  anyCategory?: string;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-type`} label="Document type">
        {(control) => (
          <select
            {...control}
            name="documentType"
            value={documentType}
            disabled={disabled}
            onChange={(event) => onDocumentType(event.target.value as KnowledgeDocumentType)}
            className={fieldStyles}
          >
            <DocumentTypeOptions />
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-category`} label="Category">
        {(control) => (
          <select
            {...control}
            name="category"
            value={category}
            disabled={disabled}
            onChange={(event) => onCategory(event.target.value as C)}
            className={fieldStyles}
          >
            <CategoryOptions any={anyCategory} />
          </select>
        )}
      </FormField>
    </div>
  );
}
