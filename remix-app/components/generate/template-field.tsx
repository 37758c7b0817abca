import {
  CATEGORIES,
  categoryLongLabel,
  mayGenerateFromTemplate,
  TIER_LABELS,
  type Tier,
} from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { linkStyles } from "../button-styles";
import { FormField, fieldStyles, readOnlyFieldStyles } from "../ui/form-field";
import type { GenerationTemplate } from "./types";

interface TemplateFieldProps {
  id: string;
  templates: readonly GenerationTemplate[];
  /** Customize mode (/generate?template=…): the template is fixed and shown read-only. */
  fixedTemplate: GenerationTemplate | null;
  value: string;
  onChange: (templateId: string) => void;
  tier: Tier;
  /** Customize mode: why this person may not generate from the fixed template (the loader's answer). */
  fixedRefusal: string | null;
  error?: string;
}

/** Whether the company's plan may generate from the template (the server refuses it otherwise). */
export const templateAvailable = (template: GenerationTemplate, tier: Tier) =>
  mayGenerateFromTemplate(tier, template.requiredTier);

export const requiredPlanText = (template: GenerationTemplate) =>
  `requires the ${TIER_LABELS[template.requiredTier]} plan`;

/** Policy Template: a select grouped by category, or the fixed template read-only. */
export function TemplateField({
  id,
  templates,
  fixedTemplate,
  value,
  onChange,
  tier,
  fixedRefusal,
  error,
}: TemplateFieldProps) {
  if (fixedTemplate) {
    return (
      <FormField
        id={id}
        label="Policy Template"
        error={error}
        hint={
          <>
            {categoryLongLabel(fixedTemplate.category)}
            {fixedTemplate.description ? ` · ${fixedTemplate.description}` : null}
            {fixedRefusal ? ` · ${fixedRefusal}` : null}{" "}
            <Link to="/generate" className={linkStyles}>
              Choose a different template
            </Link>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            readOnly
            value={fixedTemplate.name}
            className={readOnlyFieldStyles}
          />
        )}
      </FormField>
    );
  }

  const selected = templates.find((t) => String(t.id) === value);
  return (
    <FormField
      id={id}
      label="Policy Template"
      required
      error={error}
      hint={
        selected?.description || "The template your policy starts from; its category is the document type."
      }
    >
      {(control) => (
        <select
          {...control}
          name="templateId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldStyles}
        >
          <option value="">{templates.length ? "Select a template" : "No templates available"}</option>
          {CATEGORIES.map((category) => {
            const inCategory = templates.filter((t) => t.category === category);
            if (inCategory.length === 0) return null;
            return (
              <optgroup key={category} label={categoryLongLabel(category)}>
                {inCategory.map((template) => {
                  const available = templateAvailable(template, tier);
                  return (
                    <option key={template.id} value={template.id} disabled={!available}>
                      {available ? template.name : `${template.name} (${requiredPlanText(template)})`}
                    </option>
                  );
                })}
              </optgroup>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
