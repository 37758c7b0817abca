import type { SessionUser } from "../domain/auth/find-session-user";
import type { DomainContext } from "../domain/context";
import type { Env } from "../env";

export interface ApiVariables {
  requestId: string;
  domain: DomainContext;
  /** The signed-in person, when the request carries a valid session cookie. */
  session: SessionUser | null;
  sessionToken: string | null;
  parsedBody: unknown;
  parsedQuery: unknown;
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
