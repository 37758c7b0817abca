/**
 * The record a form names (a hidden field), read as the API reads an id in the path: anything but a
 * positive integer is -1, which finds nothing (404) — never a 500.
 */
export function idField(form: FormData, name: string): number {
  const raw = form.get(name);
  if (typeof raw !== "string" || !/^[1-9][0-9]*$/.test(raw)) return -1;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : -1;
}

/** A number a route's path names (/documents/:documentId/comments), read the same way. */
export const idParam = (value: string | undefined): number => {
  const form = new FormData();
  if (value !== undefined) form.set("id", value);
  return idField(form, "id");
};
