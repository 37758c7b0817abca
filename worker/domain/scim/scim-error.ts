// SCIM's own error form (RFC 7644 §3.12): an HTTP status, a scimType for a 400 or 409 that says which
// rule was broken, and a detail a person can read. The domain's SCIM operations throw it; the
// Worker's /scim/v2 routes answer it as application/scim+json.

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers"
  | "sensitive";

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = "ScimError";
  }
}

export const scimBadRequest = (scimType: ScimType, detail: string) => new ScimError(400, detail, scimType);
export const scimNotFound = (detail = "No such user in this company.") => new ScimError(404, detail);
export const scimConflict = (detail: string) => new ScimError(409, detail, "uniqueness");

/** The error's body as RFC 7644 §3.12 writes it: `status` is a string there. */
export function scimErrorBody(error: ScimError) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.detail,
  };
}
