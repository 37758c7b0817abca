import type { DeploymentDto, RateLimitedError } from "@charterly/domain/contract";
import type {
  DomainContext,
  RegisteredJob,
  SecurityFacts,
  SessionUser,
  SystemProbe,
} from "@charterly/domain/operations";

// What the Worker (worker/app.ts) hands every Remix loader: the request context it built once for
// this request, the same objects the /api middleware uses. Loaders pass `domain` and the session's
// actor to @charterly/domain/operations; they never read cookies or build contexts themselves.

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** APP_ENV as configured ("local", "test", "production"), or null when unset. */
    appEnv: string | null;
    /** The app's public origin for links in mail (APP_URL, else the request's), as the API uses. */
    appOrigin: string;
    /**
     * Where a password reset sends people, as the API's reset routes say it (worker/api/app-origin.ts
     * passwordResetLinks): OIDC_PASSWORD_RESET_URL, else the identity provider's issuer.
     */
    passwordResetUrl: string;
    /** Where Enterprise inquiries are mailed (SALES_EMAIL), as the API's inquiry route reads it. */
    salesEmail: string;
    /**
     * This response's Content-Security-Policy nonce (worker/http/security-headers.ts): every inline
     * script the page renders carries it. Unset under the Vite dev server, which sends no CSP.
     */
    cspNonce?: string;
    /** The request's domain context: the database, the clock, … */
    domain: DomainContext;
    /**
     * The request's method and the page it was made for (path and query, without Remix's own
     * `.data` suffix and `index` parameter): a write whose session has ended is sent to sign in and
     * back to that page (session.server.ts).
     */
    requested: { method: string; pagePath: string };
    /** The signed-in person, looked up once per request; null when signed out. */
    session: SessionUser | null;
    /**
     * The session cookie's token, for the one operation that asks how recent the sign-in is (an
     * e-mail change: requireRecentSignIn), as the API hands it; null when signed out.
     */
    sessionToken: string | null;
    /** Set when the session lookup failed (the database is down): reading the session throws it. */
    sessionFailure?: unknown;
    /**
     * Counts this request as a call of the API operation (its operationId) the action is the
     * browser's entrance to: against the rate limit that operation's route declares, if any. The
     * error to answer when it is over, else null.
     */
    countOperation(operationId: string): Promise<RateLimitedError | null>;
    /**
     * The running Worker as Platform Settings shows it (its outside parts to probe, its security
     * controls, its deployment, the jobs its cron trigger runs): read from the Worker's bindings and
     * job registry, handed to the domain operations.
     */
    runtime: {
      systemProbes(): SystemProbe[];
      securityFacts(): SecurityFacts;
      scheduledJobs(): RegisteredJob[];
      deployment(): DeploymentDto;
    };
    /** Keeps the Worker alive for work that finishes after the response. */
    waitUntil(promise: Promise<unknown>): void;
    /**
     * Under `remix vite:dev` only, where no Worker answers /api before Remix: hands an /api request
     * to the API (worker/http/dev-load-context.ts); routes/api.$.tsx uses it.
     */
    forwardToApi?: (request: Request) => Promise<Response>;
  }
}
