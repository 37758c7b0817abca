import { idField } from "./form-result.server";

/** A number a route's path names (/documents/:documentId/comments), read as a form's id field is. */
export const idParam = (value: string | undefined): number => {
  const form = new FormData();
  if (value !== undefined) form.set("id", value);
  return idField(form, "id");
};
