import {
  can,
  mayGenerateFromTemplate,
  TIER_LABELS,
  templateRequiresPlanMessage,
} from "@charterly/domain/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { buttonStyles } from "../components/button-styles";
import { GenerateForm } from "../components/generate/generate-form";
import { ArrowLeftIcon } from "../components/icons";
import { Notice } from "../components/notice";
import { listGenerationTemplates, parseTemplateParam } from "../lib/generate.server";
import { generateAction } from "../lib/generate-actions.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.fixedTemplate ? "Customize Template" : "Generate Document"} · Charterly` },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const templates = await listGenerationTemplates(context, actor);
  const requested = new URL(request.url).searchParams.get("template");
  const requestedId = parseTemplateParam(requested);
  const fixedTemplate = templates.find((t) => t.id === requestedId) ?? null;
  // Anyone may open a template here; generating from it needs a plan that includes it (the action
  // refuses the rest), so the page says so and its Generate button is disabled.
  const generationRefusal =
    fixedTemplate && !mayGenerateFromTemplate(user.subscriptionTier, fixedTemplate.requiredTier)
      ? templateRequiresPlanMessage(fixedTemplate.requiredTier)
      : null;
  return {
    user,
    templates,
    fixedTemplate,
    generationRefusal,
    templateNotFound: requested !== null && !fixedTemplate,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return generateAction(context, session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function GenerateDocumentRoute() {
  const { user, templates, fixedTemplate, generationRefusal, templateNotFound } =
    useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {fixedTemplate ? "Customize Template" : "Generate Document"}
            </h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {fixedTemplate
                ? `Tailor “${fixedTemplate.name}” to your company.`
                : "Create a policy for your company from a template."}
            </p>
          </div>
          <Link to="/" prefetch="intent" className={`${buttonStyles.secondary} self-start`}>
            <ArrowLeftIcon className="size-4" />
            Back to Dashboard
          </Link>
        </div>

        {templateNotFound ? (
          <Notice tone="warning" title="Template not found">
            That template does not exist (any more). Choose one from the list instead.
          </Notice>
        ) : null}
        {can(user, "document.generate") ? null : (
          <Notice tone="info" title={`You are on the ${TIER_LABELS[user.subscriptionTier]} plan`}>
            Generating documents needs the {TIER_LABELS.per_document} or {TIER_LABELS.enterprise} plan. You
            can fill in the form to see how it works.
          </Notice>
        )}

        {user.subscriptionTier === "per_document" ? (
          <Notice tone="info">Generated documents wait for your approval; approving one uses 1 token.</Notice>
        ) : null}

        <GenerateForm
          key={fixedTemplate?.id ?? "choose"}
          user={user}
          templates={templates}
          fixedTemplate={fixedTemplate}
          generationRefusal={generationRefusal}
        />
      </div>
    </AppShell>
  );
}
