import type { AdminTemplateDto, DeleteTemplateResponse } from "@charterly/domain/contract";
import { useActionData, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { isTemplateDeleteAsked, TEMPLATE_FORM_PARAM, TEMPLATE_INTENTS } from "../../../lib/platform-intents";
import { CONFIRMED_FIELD } from "../../../lib/team-intents";
import { buttonStyles } from "../../button-styles";
import { PlusIcon } from "../../documents/document-icons";
import { Notice } from "../../notice";
import { templateCountText } from "../../templates/filter-templates";
import { TemplateEmptyState } from "../../templates/template-empty-state";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DialogOpener } from "../../ui/dialog-opener";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { filterAdminTemplates, isFilteringAdmin, NO_ADMIN_FILTER } from "./filter-admin-templates";
import { TemplateAdminCard } from "./template-admin-card";
import { TemplateAdminFilters } from "./template-admin-filters";
import { TemplateContentDialog } from "./template-content-dialog";
import { TemplateFormDialog, type TemplateFormTarget, templateSavedText } from "./template-form-dialog";

const DELETE_FAILED = "Deletion Failed";

/**
 * Platform Settings → Template Library (administration side §2): the whole library with filters,
 * Create Template, and per card Preview, Edit and Delete (asked first). Changes show in the public
 * library at once; a template documents were generated from leaves the library but stays in their
 * history. Creating, editing and deleting are the route's action; without JavaScript the template
 * form is opened at its own address (?template=new, ?template=<id>) and the answer said above the
 * library.
 */
export function TemplateLibraryTab({ templates }: { templates: AdminTemplateDto[] }) {
  const { toast } = useToast();
  const remover = useFetcher<FormResult<DeleteTemplateResponse>>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = templateFormAnswer(useActionData<FormResult<AdminTemplateDto>>());
  const [filter, setFilter] = useState(NO_ADMIN_FILTER);
  const [form, setForm] = useState<TemplateFormTarget | null>(() =>
    posted?.ok ? null : linkedForm(params.get(TEMPLATE_FORM_PARAM), templates),
  );
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminTemplateDto | null>(null);
  const removing = remover.state !== "idle";
  const removingId = removing ? Number(remover.formData?.get("templateId")) : null;

  const shown = useMemo(() => filterAdminTemplates(templates, filter), [templates, filter]);
  const previewed = templates.find((t) => t.id === previewId) ?? null;

  const confirmDelete = () => {
    if (!deleting || removing) return;
    remover.submit(
      { intent: TEMPLATE_INTENTS.delete, templateId: String(deleting.id), [CONFIRMED_FIELD]: "yes" },
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
      toast({
        title: "Template Deleted",
        description: templateDeletedText(deletedName.current, answered.value),
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
        <DialogOpener
          href={`?${TEMPLATE_FORM_PARAM}=new`}
          className={`${buttonStyles.primary} shrink-0 self-start whitespace-nowrap`}
          onOpen={() => setForm({ mode: "create" })}
        >
          <PlusIcon className="size-4" />
          Create Template
        </DialogOpener>
      </div>

      {posted ? <PostedAnswer result={posted} formOpen={form !== null} /> : null}
      <DeleteAnswer templates={templates} closeHref={pathname} />
      <TemplateFormDialog target={form} onClose={() => setForm(null)} closeHref={pathname} />

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
                  editHref={`?${TEMPLATE_FORM_PARAM}=${template.id}`}
                  onDelete={() => setDeleting(template)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

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
        {deleting ? <DeleteQuestion name={deleting.name} /> : null}
      </ConfirmDialog>
    </div>
  );
}

/** A posted answer of the template form (create or update; deleting is asked first, with JavaScript). */
const templateFormAnswer = (result: FormResult<AdminTemplateDto> | undefined) =>
  result?.intent === TEMPLATE_INTENTS.create || result?.intent === TEMPLATE_INTENTS.update
    ? result
    : undefined;

/** The form the address opens without JavaScript: ?template=new, or ?template=<id> of a template listed. */
function linkedForm(param: string | null, templates: AdminTemplateDto[]): TemplateFormTarget | null {
  if (param === "new") return { mode: "create" };
  const template = templates.find((t) => String(t.id) === param);
  return template ? { mode: "edit", template } : null;
}

/** The answer to the template form sent before the page's JavaScript ran, above the library. */
function PostedAnswer({ result, formOpen }: { result: FormResult<AdminTemplateDto>; formOpen: boolean }) {
  const editing = result.intent === TEMPLATE_INTENTS.update;
  if (!result.ok)
    // Next to the fields while the form is shown; said here when the template is gone.
    return formOpen ? null : (
      <Notice tone="error" title={editing ? "Update Failed" : "Creation Failed"}>
        {result.message}
      </Notice>
    );
  return (
    <Notice tone="success" title={editing ? "Template Updated" : "Template Created"}>
      {templateSavedText(result.value, editing ? "edit" : "create")}
    </Notice>
  );
}

/** What deleting a template did: retired (it was used) or deleted for good. */
function templateDeletedText(name: string | null, answer: DeleteTemplateResponse) {
  const named = name ? `“${name}”` : "The template";
  if (answer.outcome === "deleted") return `${named} was deleted.`;
  if (answer.documentCount === 0)
    return `${named} left the library. It was used to generate documents, so it is kept in the history.`;
  return `${named} left the library. The ${answer.documentCount === 1 ? "document" : `${answer.documentCount} documents`} generated from it keep it in their history.`;
}

/** The question before deleting: the dialog's words, and the page's without JavaScript. */
function DeleteQuestion({ name }: { name: string }) {
  return (
    <>
      <p>
        Delete <strong className="break-words">“{name}”</strong>? It leaves the template library at once and
        can no longer be read, downloaded or generated from.
      </p>
      <p>
        Documents already generated from it keep their text and history; a template nothing was generated from
        is deleted for good.
      </p>
    </>
  );
}

/**
 * A Delete sent before the page's JavaScript ran (a document POST), above the library: the question,
 * with the form that confirms it (the same change, `confirmed=yes`) and Cancel, or the outcome.
 */
function DeleteAnswer({ templates, closeHref }: { templates: AdminTemplateDto[]; closeHref: string }) {
  const result = resultFor(useActionData<FormResult<unknown>>(), TEMPLATE_INTENTS.delete);
  if (!result) return null;
  if (!result.ok)
    return (
      <Notice tone="error" title={DELETE_FAILED}>
        {result.message}
      </Notice>
    );
  if (!isTemplateDeleteAsked(result.value)) {
    const answer = result.value as DeleteTemplateResponse;
    return (
      <Notice tone="success" title="Template Deleted">
        {/* Gone from the list by now: the answer names it by its id only. */}
        {templateDeletedText(null, answer)}
      </Notice>
    );
  }
  const { templateId } = result.value;
  const template = templates.find((t) => t.id === templateId);
  if (!template)
    return (
      <Notice tone="error" title={DELETE_FAILED}>
        This template is no longer in the library.
      </Notice>
    );
  return (
    <PostedConfirmation
      title="Delete Template"
      fields={{ intent: TEMPLATE_INTENTS.delete, templateId: template.id }}
      confirmLabel="Delete Template"
      cancelHref={closeHref}
    >
      <DeleteQuestion name={template.name} />
    </PostedConfirmation>
  );
}
