import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

// Conform's zod adapter and a form's constraints (required, maxLength) from a contract schema. It
// brings zod with it, so the browser imports this module lazily with the form's schema
// (lib/form-schemas.ts, decision 029); loaders and actions import it directly.

/**
 * The form's fields checked with the schema as they were sent: a field left empty is "", as the
 * API would receive it (Conform would otherwise read it as missing, and an optional field
 * emptied, such as the company name, would be silently skipped instead of refused).
 */
export const parseForm = <S extends z.ZodType>(formData: FormData, schema: S) =>
  parseWithZod(formData, { schema, disableAutoCoercion: true });

/** Per field: required, maxLength, … as Conform sets them on the inputs. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/**
 * The input attributes a schema implies. zod 4.6 no longer records a string's bounds where
 * Conform's getZodConstraint looks for them (it finds only `required`), so the lengths are read
 * from the schema's JSON Schema, which zod itself derives.
 */
export function formConstraint(schema: z.ZodObject): FormConstraint {
  // A plain copy: getZodConstraint answers a caching proxy, which would hide the lengths added here.
  const zodConstraint = getZodConstraint(schema);
  const constraint: FormConstraint = {};
  for (const name of Object.keys(zodConstraint)) constraint[name] = { ...zodConstraint[name] };
  const { properties = {} } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property !== "object" || typeof property.maxLength !== "number") continue;
    constraint[name] = { ...constraint[name], maxLength: property.maxLength };
  }
  return constraint;
}
