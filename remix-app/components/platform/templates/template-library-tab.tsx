import type { AdminTemplateDto } from "@charterly/domain/contract";
import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { PlusIcon } from "../../documents/document-icons";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { Notice } from "../../notice";
import { templateCountText } from "../../templates/filter-templates";
import { TemplateEmptyState } from "../../templates/template-empty-state";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { filterAdminTemplates, isFilteringAdmin, NO_ADMIN_FILTER } from "./filter-admin-templates";
import { TemplateAdminCard } from "./template-admin-card";
import { TemplateAdminFilters } from "./template-admin-filters";
import { TemplateContentDialog } from "./template-content-dialog";
import { ACCESS_DENIED, TemplateFormDialog, type TemplateFormTarget } from "./template-form-dialog";
import { deleteTemplate, listAdminTemplates } from "./templates-api";

const DELETE_FAILED: FailureText = {
  title: "Deletion Failed",
  description: "Failed to delete template. Please try again.",
};

/**
 * Platform Settings → Template Library (administration side §2): the whole library with filters,
 * Create Template, and per card Preview, Edit and Delete (asked first). Changes show in the public
 * library at once; a template documents were generated from leaves the library but stays in their
 * history.
 */
export function TemplateLibraryTab() {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const list = useApiResource("templates", listAdminTemplates);
  const [filter, setFilter] = useState(NO_ADMIN_FILTER);
  const [form, setForm] = useState<TemplateFormTarget | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminTemplateDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const denied = list.status === "failed" && list.error instanceof ApiError && list.error.status === 403;
  useEffect(() => {
    if (denied) toast({ ...ACCESS_DENIED, variant: "destructive" });
  }, [denied, toast]);

  const templates = list.data ?? [];
  const shown = useMemo(() => filterAdminTemplates(templates, filter), [templates, filter]);
  const previewed = templates.find((t) => t.id === previewId) ?? null;

  const saved = (template: AdminTemplateDto, mode: TemplateFormTarget["mode"]) => {
    list.replace((current) =>
      mode === "create" ? [template, ...current] : [template, ...current.filter((t) => t.id !== template.id)],
    );
    setForm(null);
  };

  const confirmDelete = async () => {
    const template = deleting;
    if (!template) return;
    setBusyId(template.id);
    try {
      const answer = await deleteTemplate(template.id);
      list.replace((current) => current.filter((t) => t.id !== template.id));
      toast({
        title: "Template Deleted",
        description:
          answer.outcome === "retired"
            ? `“${template.name}” left the library. The ${answer.documentCount === 1 ? "document" : `${answer.documentCount} documents`} generated from it keep it in their history.`
            : `“${template.name}” was deleted.`,
        variant: "success",
      });
    } catch (error) {
      reportFailure(error, DELETE_FAILED, { byStatus: { 403: ACCESS_DENIED } });
      // Deleted meanwhile (404): the list catches up.
      if (error instanceof ApiError && error.status === 404) void list.reload();
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  };

  if (denied)
    return (
      <Notice tone="error" title="Access Restricted">
        {ACCESS_DENIED.description}
      </Notice>
    );

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

      {list.status === "failed" ? (
        <LoadFailure error={list.error} title="Could not load the templates" onRetry={list.reload} />
      ) : list.status !== "loaded" ? (
        <Loading label="Loading templates…" />
      ) : (
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
                    busy={busyId === template.id}
                    onPreview={() => setPreviewId(template.id)}
                    onEdit={() => setForm({ mode: "edit", template })}
                    onDelete={() => setDeleting(template)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

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
        confirmLabel={busyId !== null ? "Deleting…" : "Delete Template"}
        destructive
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
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
