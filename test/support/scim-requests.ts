// An identity provider's requests to /scim/v2 through the whole Worker (worker/http/worker-router.ts,
// as deployed), with a SCIM token made the way Company Settings makes one.
import { createScimToken } from "../../worker/domain/scim/scim-tokens";
import { domain, type Person, person } from "./fixtures";
import { fetchWorker, type PageRequestOptions } from "./worker-pages";

export const SCIM_CONTENT_TYPE = "application/scim+json";

export interface ScimCompany extends Person {
  /** The bearer token's secret. */
  token: string;
  tokenName: string;
}

/** An Enterprise company with its admin and a SCIM token (named after its identity provider). */
export async function scimCompany(tokenName = "Microsoft Entra ID") {
  const admin = await person({ tier: "enterprise", role: "company_admin" });
  const created = await createScimToken(domain(), admin.actor, { name: tokenName });
  return { ...admin, token: created.secret, tokenName } satisfies ScimCompany;
}

/** A SCIM request with the token; a body is sent as application/scim+json (a string as it is). */
export async function scim(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  bindings?: PageRequestOptions["bindings"],
) {
  const headers: Record<string, string> = { accept: SCIM_CONTENT_TYPE };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = SCIM_CONTENT_TYPE;
  const response = await fetchWorker(method, `/scim/v2${path}`, {
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    bindings,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & {
      Resources?: Array<Record<string, unknown>>;
    },
  };
}
