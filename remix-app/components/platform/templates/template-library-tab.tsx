import type { AdminTemplateDto, DeleteTemplateResponse } from "@charterly/domain/contract";
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { TEMPLATE_INTENTS } from "../../../lib/platform-intents";
import { buttonStyles } from "../../button-styles";
import { PlusIcon } from "../../documents/document-icons";
import { templateCountText } from "../../templates/filter-templates";
import { TemplateEmptyState } from "../../templates/template-empty-state";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { filterAdminTemplates, isFilteringAdmin, NO_ADMIN_FILTER } from "./filter-admin-templates";
import { TemplateAdminCard } from "./template-admin-card";
import { TemplateAdminFilters } from "./template-admin-filters";
import { TemplateContentDialog } from "./template-content-dialog";
import { TemplateFormDialog, type TemplateFormTarget } from "./template-form-dialog";

const DELETE_FAILED = "Deletion Failed";

/**
 * Platform Settings → Template Library (administration side §2): the whole library with filters,
 * Create Template, and per card Preview, Edit and Delete (asked first). Changes show in the public
 * library at once; a template documents were generated from leaves the library but stays in their
 * history.
 */
export function TemplateLibraryTab({ templates }: { templates: AdminTemplateDto[] }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const remover = useFetcher<FormResult<DeleteTemplateResponse>>();
  const [filter, setFilter] = useState(NO_ADMIN_FILTER);
  const [form, setForm] = useState<TemplateFormTarget | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminTemplateDto | null>(null);
  const removing = remover.state !== "idle";
  const removingId = removing ? Number(remover.formData?.get("templateId")) : null;

  const shown = useMemo(() => filterAdminTemplates(templates, filter), [templates, filter]);
  const previewed = templates.find((t) => t.id === previewId) ?? null;

  // The dialog saves through the API; the route's loader then reads the library again.
  const saved = () => {
    setForm(null);
    revalidator.revalidate();
  };

  const confirmDelete = () => {
    if (!deleting || removing) return;
    remover.submit(
      { intent: TEMPLATE_INTENTS.delete, templateId: String(deleting.id), name: deleting.name },
      { method: "post" },
    );
  };

  // Each answer once: the toast; the list is the loaders' (revalidated after the action).
  const answered = resultFor(remover.data, TEMPLATE_INTENTS.delete);
  const deletedName = useRef("");
  if (deleting) deletedName.current = deleting.name;
  useEffect(() => {
    if (!answered) return;
    setDeleting(null);
    if (answered.ok) {
      const answer = answered.value;
      const name = deletedName.current;
      toast({
        title: "Template Deleted",
        description:
          answer.outcome === "retired"
            ? `“${name}” left the library. The ${answer.documentCount === 1 ? "document" : `${answer.documentCount} documents`} generated from it keep it in their history.`
            : `“${name}” was deleted.`,
        variant: "success",
      });
    } else {
      toast({ title: DELETE_FAILED, description: answered.message, variant: "destructive" });
    }
  }, [answered, toast]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-xl font-semibold">Template Library Management</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            The policy templates every company sees in its library: who may use each one, and whether
            signed-out visitors see it.
          </p>
        </div>
        <button
          type="button"
          className={`${buttonStyles.primary} shrink-0 self-start whitespace-nowrap`}
          onClick={() => setForm({ mode: "create" })}
        >
          <PlusIcon className="size-4" />
          Create Template
        </button>
      </div>

      <section aria-label="Templates" className="space-y-4">
        <TemplateAdminFilters filter={filter} onChange={setFilter} />
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {templateCountText(shown.length, templates.length, isFilteringAdmin(filter))}
        </p>
        {shown.length === 0 ? (
          <TemplateEmptyState
            hint={
              isFilteringAdmin(filter)
                ? "No template matches these filters."
                : "Create the first template with Create Template."
            }
            action={
              isFilteringAdmin(filter) ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setFilter(NO_ADMIN_FILTER)}
                >
                  Clear Filters
                </button>
              ) : undefined
            }
          />
        ) : (
          <ul aria-label="Template cards" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((template) => (
              <li key={template.id}>
                <TemplateAdminCard
                  template={template}
                  busy={removingId === template.id}
                  onPreview={() => setPreviewId(template.id)}
                  onEdit={() => setForm({ mode: "edit", template })}
                  onDelete={() => setDeleting(template)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <TemplateFormDialog target={form} onClose={() => setForm(null)} onSaved={saved} />
      <TemplateContentDialog
        template={previewed}
        onClose={() => setPreviewId(null)}
        onEdit={(template) => {
          setPreviewId(null);
          setForm({ mode: "edit", template });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Template"
        confirmLabel={removing ? "Deleting…" : "Delete Template"}
        destructive
        busy={removing}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete <strong className="break-words">“{deleting?.name}”</strong>? It leaves the template library
          at once and can no longer be read, downloaded or generated from.
        </p>
        <p>
          Documents already generated from it keep their text and history; a template nothing was generated
          from is deleted for good.
        </p>
      </ConfirmDialog>
    </div>
  );
}
