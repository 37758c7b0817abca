import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { FormConstraint } from "../../lib/conform-zod";
import { conformZod, type LazySchema } from "../../lib/form-schemas";
import { useLazySchema } from "../ui/use-schema-form";

interface ContractFormOptions<S extends z.ZodObject> {
  /** The server's answer to the last submission (`submission.reply()` from the action). */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof z.input<S>, string>>;
  /**
   * The constraints when the page is rendered before the schema is in the browser (the loader's
   * `formConstraint(schema)`); otherwise they come from the schema.
   */
  constraint?: FormConstraint;
}

/**
 * Conform's useForm over a contract schema (decision 029): the schema and Conform's zod adapter
 * are imported at the person's first interaction with the page, not with it. Until both have
 * arrived the form is sent as it is and the action's `submission.reply()` brings the same field
 * errors back (as it does without JavaScript); from then on a field is checked when it loses focus
 * and again as it is corrected.
 */
export function useContractForm<S extends z.ZodObject>(
  source: LazySchema<S>,
  { lastResult, defaultValue, constraint }: ContractFormOptions<S>,
) {
  const schema = useLazySchema(source);
  const adapter = useLazySchema(conformZod);
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    defaultValue: defaultValue as never,
    // Read once, when the form is created: a dialog's form is created after its schema arrived.
    constraint: constraint ?? (schema && adapter ? adapter.formConstraint(schema) : undefined),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: schema && adapter ? ({ formData }) => adapter.parseForm(formData, schema) : undefined,
  });
}
