// Minimal type declarations for the parts of oidc-provider (9.x) that local-idp/server.ts uses.
// oidc-provider ships no types and @types/oidc-provider is not a dependency; keep this narrow.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type UnknownObject = Record<string, unknown>;

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    host: string;
    oidc: { client?: { clientId: string; clientName?: string } };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: UnknownObject, rejected: string[]): Promise<UnknownObject>;
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: PromptDetail;
    params: UnknownObject & { client_id?: string; login_hint?: string; scope?: string };
    session?: { uid: string; accountId?: string; cookie?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId?: string; clientId?: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export type TTLValue = number | ((ctx: KoaContextWithOIDC, ...args: unknown[]) => number);

  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    cookies?: {
      keys?: (string | Buffer)[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: UnknownObject;
      short?: UnknownObject;
    };
    features?: Record<string, UnknownObject & { enabled?: boolean }>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined> | Account | undefined;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    jwks?: { keys: UnknownObject[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    ttl?: Record<string, TTLValue>;
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      status: number;
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export default Provider;
}
