// Local OpenID Connect identity provider for Charterly development and end-to-end tests.
//
//   npx tsx local-idp/server.ts
//
// It stands in for Google/Okta/etc. locally: one confidential client (the Charterly Worker), the
// seeded demo accounts, a password form, and automatic consent. Everything is in memory and the
// signing key is generated at startup, so a restart forgets every session, code and token.
import { createHash, generateKeyPairSync, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Provider, {
  type Configuration,
  errors,
  type Interaction,
  type KoaContextWithOIDC,
} from "oidc-provider";
import { LOCAL_PASSWORD, type SeedAccount, seedAccounts, seedCompanies } from "../worker/db/seed/accounts.ts";

// ---------------------------------------------------------------------------------------------
// Configuration

function envOr(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

const port = Number(envOr("IDP_PORT", "8788"));
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`IDP_PORT must be a TCP port number, got ${JSON.stringify(process.env.IDP_PORT)}`);
}
const issuer = envOr("IDP_ISSUER", `http://localhost:${port}`).replace(/\/+$/, "");
if (new URL(issuer).pathname !== "/") {
  // The provider's routes are served from the root of this server; an issuer with a path would
  // advertise endpoints that do not exist.
  throw new Error(
    `IDP_ISSUER must be an origin without a path (e.g. http://localhost:${port}), got ${issuer}`,
  );
}
const appUrl = envOr("APP_URL", "http://localhost:8787").replace(/\/+$/, "");
const clientId = envOr("OIDC_CLIENT_ID", "charterly-local");
const clientSecret = envOr("OIDC_CLIENT_SECRET", "charterly-local-secret");

const SESSION_TTL_SECONDS = 10 * 60;

/** `${APP_URL}${path}`, plus the same URL on 127.0.0.1 when APP_URL uses localhost (and vice versa). */
function withLoopbackAlias(path: string): string[] {
  const primary = `${appUrl}${path}`;
  const alias = new URL(primary);
  if (alias.hostname === "localhost") alias.hostname = "127.0.0.1";
  else if (alias.hostname === "127.0.0.1") alias.hostname = "localhost";
  else return [primary];
  return [primary, alias.href];
}

// ---------------------------------------------------------------------------------------------
// Accounts

const accountsBySub = new Map<string, SeedAccount>(
  seedAccounts.map((account) => [account.email.toLowerCase(), account]),
);
const companyNames = new Map(seedCompanies.map((company) => [company.id, company.name]));

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/** Constant-time string comparison (hashing first makes the lengths equal). */
function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

type LocalAccount = Pick<SeedAccount, "email" | "firstName" | "lastName">;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "new.colleague" → "New", "Colleague": a name for an address the seed does not know. */
const namePart = (word: string | undefined) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : "");

/**
 * The seeded account, or — as a real provider would for someone registered there — a person for any
 * other well-formed address (an invitee, someone joining through an authorized domain, a new
 * Freemium sign-up), named after the address's local part. Everyone uses LOCAL_PASSWORD.
 */
function accountFor(sub: string): LocalAccount | undefined {
  const seeded = accountsBySub.get(sub);
  if (seeded) return seeded;
  if (!EMAIL_SHAPE.test(sub) || sub.length > 254) return undefined;
  const [first, ...rest] = sub
    .slice(0, sub.lastIndexOf("@"))
    .split(/[._+-]+/)
    .filter(Boolean);
  return {
    email: sub,
    firstName: namePart(first) || "New",
    lastName: rest.map(namePart).join(" ") || "Person",
  };
}

/**
 * Passwords set on the reset page (in memory, like everything here): Charterly's "Reset password"
 * e-mail links to the issuer's root, which is that page. Everyone else uses LOCAL_PASSWORD.
 */
const passwords = new Map<string, string>();
const MIN_PASSWORD_LENGTH = 8;

/** Returns the account's `sub` (its lowercase email) when the credentials are right. */
function authenticate(login: string, password: string): string | undefined {
  const sub = login.trim().toLowerCase();
  const account = accountFor(sub);
  // Always compare the password so unknown and known emails take the same path.
  const passwordMatches = safeEqual(password, passwords.get(sub) ?? LOCAL_PASSWORD);
  return account && passwordMatches ? sub : undefined;
}

// ---------------------------------------------------------------------------------------------
// HTML

function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLES = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; padding: 2rem 1rem; line-height: 1.5; }
  main { max-width: 36rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { padding: 0.75rem 1rem; border: 1px solid currentColor; border-radius: 0.5rem; }
  .error { padding: 0.75rem 1rem; border: 2px solid #b3261e; border-radius: 0.5rem; font-weight: 600; }
  form { display: grid; gap: 0.75rem; margin: 1.5rem 0; }
  label { font-weight: 600; }
  input { font: inherit; padding: 0.5rem; border: 1px solid #767676; border-radius: 0.375rem; }
  button { font: inherit; font-weight: 600; padding: 0.6rem 1rem; border-radius: 0.375rem; cursor: pointer; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #8886; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function loginPage(
  uid: string,
  options: { login?: string; error?: string; reauthentication?: boolean } = {},
): string {
  const { login = "", error, reauthentication = false } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : "";
  const rows = seedAccounts
    .map(
      (account) =>
        `<tr><td>${escapeHtml(account.email)}</td><td>${escapeHtml(`${account.firstName} ${account.lastName}`)}</td>` +
        `<td>${escapeHtml(account.role)}</td><td>${escapeHtml(companyNames.get(account.companyId) ?? "")}</td></tr>`,
    )
    .join("\n");
  return page(
    "Charterly local sign-in",
    `<h1>Charterly local sign-in</h1>
<p class="note">This is the local development identity provider. It only runs on your machine and in
end-to-end tests; production signs in through a standard OpenID Connect provider.
Every seeded account below uses the password <code>${escapeHtml(LOCAL_PASSWORD)}</code>; any other
address signs in with the same password as a new person (an invitee, say).</p>
${
  reauthentication
    ? `<p class="note">You are already signed in here, but Charterly asked for a fresh sign-in (prompt=login or max_age), as it does before an e-mail change. Enter your password again.</p>`
    : ""
}
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="login">Email</label>
<input id="login" name="login" type="email" autocomplete="username" required autofocus value="${escapeHtml(login)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>
<table>
<caption>Seeded accounts (password: <code>${escapeHtml(LOCAL_PASSWORD)}</code>)</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Company</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(`${appUrl}/`)}">Back to Charterly</a></p>`,
  );
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    ...headers,
  });
  res.end(html);
}

// ---------------------------------------------------------------------------------------------
// Provider

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" };

function renderInto(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = "html";
  ctx.body = html;
}

const configuration: Configuration = {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      client_name: "Charterly",
      redirect_uris: withLoopbackAlias("/api/auth/callback"),
      post_logout_redirect_uris: withLoopbackAlias("/"),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      // oidc-provider treats client_secret_basic and client_secret_post as interchangeable for a
      // client registered with either, so both work at the token endpoint.
      token_endpoint_auth_method: "client_secret_basic",
      id_token_signed_response_alg: "RS256",
    },
  ],
  scopes: ["openid", "email", "profile"],
  claims: {
    openid: ["sub"],
    email: ["email", "email_verified"],
    profile: ["name", "given_name", "family_name"],
  },
  responseTypes: ["code"],
  // Put the scope-granted claims (email, names) in the ID token as well as userinfo, so the Worker
  // can read them straight from the token response. The default (true) keeps them userinfo-only.
  conformIdTokenClaims: false,
  // oidc-provider only requires PKCE for public clients by default; require it (S256 is the only
  // method it supports) for this confidential client too.
  pkce: { required: () => true },
  async findAccount(_ctx, sub) {
    const account = accountFor(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      async claims() {
        return {
          sub,
          email: account.email.toLowerCase(),
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        };
      },
    };
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: {
    // Cookies are shared across ports on localhost, so keep these clear of the app's names.
    names: { session: "local_idp_session", interaction: "local_idp_interaction", resume: "local_idp_resume" },
    keys: [randomBytes(32).toString("base64url")],
  },
  jwks: { keys: [signingKey] },
  clientBasedCORS: () => false,
  ttl: {
    AuthorizationCode: 60,
    AccessToken: SESSION_TTL_SECONDS,
    IdToken: SESSION_TTL_SECONDS,
    Interaction: SESSION_TTL_SECONDS,
    Session: SESSION_TTL_SECONDS,
    Grant: SESSION_TTL_SECONDS,
  },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource(ctx: KoaContextWithOIDC, form: string) {
        renderInto(
          ctx,
          page(
            "Sign out of Charterly local sign-in",
            `<h1>Sign out of Charterly local sign-in?</h1>
${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></p>`,
          ),
        );
      },
      postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
        renderInto(
          ctx,
          messagePage("Signed out", "You have been signed out of the local identity provider."),
        );
      },
    },
  },
  renderError(ctx, out) {
    const details = Object.entries(out)
      .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("\n");
    renderInto(
      ctx,
      page(
        "Sign-in error",
        `<h1>Sign-in error</h1>\n<dl>\n${details}\n</dl>\n<p><a href="${escapeHtml(`${appUrl}/`)}">Back to Charterly</a></p>`,
      ),
    );
  },
};

const provider = new Provider(issuer, configuration);

for (const event of ["server_error", "authorization.error", "grant.error", "end_session.error"]) {
  provider.on(event, (_ctx, error) => {
    // Log why a request was refused (e.g. a PKCE mismatch), to make failing sign-ins easy to diagnose.
    const err = error as { error?: string; error_description?: string; message?: string; cause?: unknown };
    const cause = err.cause instanceof Error ? ` (${err.cause.message})` : "";
    console.error(
      `[local-idp] ${event}: ${err.error ?? ""} ${err.error_description ?? err.message ?? ""}${cause}`.trim(),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Interactions (login form + automatic consent), mounted in front of the provider

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** The interaction for `uid`, or undefined when its cookie/record is gone (expired, finished, restarted). */
async function loadInteraction(
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(req, res);
    return interaction.uid === uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

function sendExpired(res: ServerResponse): void {
  sendHtml(
    res,
    400,
    messagePage(
      "Sign-in expired",
      "This sign-in attempt has expired or was already completed. Go back to Charterly and sign in again.",
    ),
  );
}

async function grantConsent(
  req: IncomingMessage,
  res: ServerResponse,
  interaction: Interaction,
): Promise<void> {
  const { prompt, params, session, grantId } = interaction;
  if (params.client_id !== clientId || !session?.accountId) {
    sendHtml(res, 403, messagePage("Sign-in refused", "Only the Charterly app can sign in here."));
    return;
  }
  // First-party client: grant what was asked for without showing a consent screen.
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  if (missingResourceScopes) {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
  }
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * The provider has a session for somebody, yet asks for the password: the app sent prompt=login or
 * a max_age the session is older than (max_age=0 becomes prompt=login). oidc-provider's default
 * policy decides this and puts auth_time in the ID token; the form only says why it is shown.
 */
function isReauthentication(interaction: Interaction): boolean {
  return (
    Boolean(interaction.session?.accountId) &&
    interaction.prompt.reasons.some((reason) => reason === "login_prompt" || reason === "max_age")
  );
}

async function showInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const interaction = await loadInteraction(req, res, uid);
  if (!interaction) return sendExpired(res);
  switch (interaction.prompt.name) {
    case "login": {
      const hint = typeof interaction.params.login_hint === "string" ? interaction.params.login_hint : "";
      return sendHtml(
        res,
        200,
        loginPage(uid, { login: hint, reauthentication: isReauthentication(interaction) }),
      );
    }
    case "consent":
      return grantConsent(req, res, interaction);
    default:
      return sendHtml(
        res,
        501,
        messagePage("Not supported", `Unsupported prompt "${interaction.prompt.name}".`),
      );
  }
}

async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const interaction = await loadInteraction(req, res, uid);
  if (!interaction) return sendExpired(res);
  if (interaction.prompt.name !== "login") {
    // Already past the login step (e.g. a double submit): carry on with the interaction.
    return showInteraction(req, res, uid);
  }
  const form = await readForm(req);
  if (!form) return sendHtml(res, 413, messagePage("Request too large", "The sign-in form was too large."));
  const login = form.get("login") ?? "";
  const sub = authenticate(login, form.get("password") ?? "");
  if (!sub) {
    return sendHtml(
      res,
      200,
      loginPage(uid, {
        login,
        error: "Invalid email or password.",
        reauthentication: isReauthentication(interaction),
      }),
    );
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: sub, amr: ["pwd"] } },
    { mergeWithLastSubmission: false },
  );
}

function resetPage(message?: { error?: string; done?: string }): string {
  const note = message?.error
    ? `<p class="error" role="alert">${escapeHtml(message.error)}</p>`
    : message?.done
      ? `<p class="note" role="status">${escapeHtml(message.done)}</p>`
      : "";
  return page(
    "Set a new password",
    `<h1>Set a new password</h1>
${note}
<form method="post" action="/">
<label for="login">Email</label>
<input id="login" name="login" type="email" autocomplete="username" required>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="confirm">Repeat the new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>
<p><a href="${escapeHtml(`${appUrl}/`)}">Back to Charterly</a></p>`,
  );
}

async function handleReset(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "POST") return sendHtml(res, 200, resetPage());
  const form = await readForm(req);
  if (!form) return sendHtml(res, 413, messagePage("Request too large", "The form was too large."));
  const login = (form.get("login") ?? "").trim().toLowerCase();
  const password = form.get("password") ?? "";
  if (!accountFor(login)) return sendHtml(res, 400, resetPage({ error: "Enter a valid e-mail address." }));
  if (password.length < MIN_PASSWORD_LENGTH)
    return sendHtml(res, 400, resetPage({ error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }));
  if (password !== form.get("confirm"))
    return sendHtml(res, 400, resetPage({ error: "The two passwords differ." }));
  passwords.set(login, password);
  return sendHtml(
    res,
    200,
    resetPage({ done: `The password of ${login} is changed. Sign in to Charterly with it.` }),
  );
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;
const handleProvider = provider.callback();

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? "/", issuer);
  if (pathname === "/") return handleReset(req, res);
  const match = INTERACTION_PATH.exec(pathname);
  if (!match) return handleProvider(req, res);

  const uid = match[1] ?? "";
  const isLoginSubmit = Boolean(match[2]);
  if (isLoginSubmit && req.method === "POST") return submitLogin(req, res, uid);
  if (!isLoginSubmit && (req.method === "GET" || req.method === "HEAD"))
    return showInteraction(req, res, uid);
  res.writeHead(405, { Allow: isLoginSubmit ? "POST" : "GET, HEAD" }).end();
}

// ---------------------------------------------------------------------------------------------
// Server

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error("[local-idp] request failed:", error);
    if (!res.headersSent) {
      sendHtml(res, 500, messagePage("Something went wrong", "The local identity provider hit an error."));
    } else {
      res.end();
    }
  });
});

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(`[local-idp] port ${port} is already in use (set IDP_PORT to use another one)`);
  } else {
    console.error("[local-idp] server error:", error);
  }
  process.exit(1);
});

server.listen(port, () => {
  console.log(`Local identity provider listening at ${issuer}`);
});

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
