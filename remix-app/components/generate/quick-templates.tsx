import { categoryLongLabel, type Tier } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { cardStyles } from "../button-styles";
import { requiredPlanText, templateAvailable } from "./template-field";
import type { GenerationTemplate } from "./types";

/** How many templates 'Quick Templates' lists (spec §9). */
export const QUICK_TEMPLATE_COUNT = 8;

interface QuickTemplatesProps {
  templates: readonly GenerationTemplate[];
  selectedId: string;
  tier: Tier;
  /** Choose mode: selects the template in the form. Customize mode (null): links to its page. */
  onSelect: ((templateId: string) => void) | null;
}

const itemStyles =
  "flex w-full items-start justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const idleStyles =
  "border-slate-200 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-indigo-950/40";
const selectedStyles = "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/60";

/** The first 8 templates with their usage counts; choosing one fills in Policy Template. */
export function QuickTemplates({ templates, selectedId, tier, onSelect }: QuickTemplatesProps) {
  const quick = templates.slice(0, QUICK_TEMPLATE_COUNT);
  return (
    <section aria-labelledby="quick-templates-heading" className={`${cardStyles} p-5`}>
      <h2 id="quick-templates-heading" className="text-base font-semibold">
        Quick Templates
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Start from a popular template.</p>
      {quick.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No templates yet.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {quick.map((template) => (
            <li key={template.id}>
              <QuickTemplate
                template={template}
                selected={String(template.id) === selectedId}
                available={templateAvailable(template, tier)}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuickTemplate({
  template,
  selected,
  available,
  onSelect,
}: {
  template: GenerationTemplate;
  selected: boolean;
  available: boolean;
  onSelect: QuickTemplatesProps["onSelect"];
}) {
  const body = (
    <>
      <span className="min-w-0">
        <span className="block font-medium break-words">{template.name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {categoryLongLabel(template.category)}
          {available ? null : ` · ${requiredPlanText(template)}`}
        </span>
      </span>
      <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
        Used {template.usageCount} {template.usageCount === 1 ? "time" : "times"}
      </span>
    </>
  );
  const className = `${itemStyles} ${selected ? selectedStyles : idleStyles}`;
  if (!onSelect) {
    // Customize mode: every template the plan includes is a link, the one being customized too
    // (marked current), so the list offers all 8 alike.
    if (!available) return <div className={className}>{body}</div>;
    return (
      <Link
        to={`/generate?template=${template.id}`}
        className={className}
        aria-current={selected ? "page" : undefined}
      >
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      disabled={!available}
      onClick={() => onSelect(String(template.id))}
    >
      {body}
    </button>
  );
}
