import type { CurrentUser } from "@charterly/domain/contract";
import { data } from "@remix-run/cloudflare";
import { readPart } from "./route-errors.server";

/**
 * What a document's own page reads (/documents/:id/versions, …/readers, …): the data, or the
 * domain's refusal (not the company's document: 404; a role or plan without the permission: 403)
 * answered with its status rather than thrown. The library's dialog loads the same route with a
 * fetcher and says the refusal in place of its content, where a thrown answer would replace the
 * whole library with an error page; the page says it too.
 */
export async function documentPageRead<T>(user: CurrentUser, read: Promise<T>) {
  const part = await readPart(read);
  const body: { user: CurrentUser; read: T | null; refusal: string | null } = part.ok
    ? { user, read: part.data, refusal: null }
    : { user, read: null, refusal: part.message };
  return data(body, { status: part.ok ? 200 : part.status });
}
