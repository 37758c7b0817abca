import type { RateLimitName } from "@charterly/domain/contract";
import { createApiApp } from "./app";
import { listRoutes } from "./route-table";

// A route action is the browser's entrance to an API operation (decision 026): it names the
// operation by its operationId and counts against the rate limit that operation's route declares,
// so the limit is written once, in the route's declaration, whichever entrance a write used.

export interface DeclaredOperation {
  method: string;
  path: string;
  rateLimit: RateLimitName | null;
}

let operations: Map<string, DeclaredOperation> | undefined;

/** The API's declaration of the operation; an operationId the API does not declare is a programming error. */
export function declaredOperation(operationId: string): DeclaredOperation {
  operations ??= new Map(
    listRoutes(createApiApp()).flatMap(({ method, path, meta }) =>
      meta ? [[meta.operationId, { method, path, rateLimit: meta.rateLimit ?? null }] as const] : [],
    ),
  );
  const declared = operations.get(operationId);
  if (!declared) throw new Error(`No /api route declares the operation "${operationId}".`);
  return declared;
}
