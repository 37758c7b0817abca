// A local fake of Salesforce for tests (never the real one): the OAuth token endpoint, the Lead
// describe call and composite upserts. Started by vitest.config.ts and by the end-to-end stack, which
// hand its URL to the Worker as SALESFORCE_TEST_URL (the test-only allowance: every other login URL
// must be Salesforce's); the CRM configuration's login URL points at it.
//
// Each client id is its own org (so test files sharing the server do not see each other's Leads).
// A client id must start with "fake-client", the secret is "fake-secret"; the username-password flow
// wants the password "correct-password" followed by the security token "TOKEN"; a username
// starting with "locked" is a locked user. Leads whose Email contains "reject" are refused with
// INVALID_EMAIL_ADDRESS. A client id starting with "fake-client-down" gets a proxy's 502 page from
// the token endpoint; one starting with "fake-client-foreign-instance" is given an instance_url
// that is not Salesforce's. Test hooks (per org, ?org=<client id>): POST /__expire-tokens (the next
// call gets 401 INVALID_SESSION_ID), POST /__rate-limit-next (the next upsert gets
// REQUEST_LIMIT_EXCEEDED), GET /__calls, GET /__leads.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface Org {
  tokens: Set<string>;
  leads: Map<string, Record<string, unknown>>;
  calls: Array<{ method: string; path: string; records?: number }>;
  rateLimitNext: boolean;
}

const LEAD_FIELDS = [
  {
    name: "Id",
    label: "Lead ID",
    type: "id",
    nillable: false,
    createable: false,
    updateable: false,
    defaultedOnCreate: true,
  },
  {
    name: "FirstName",
    label: "First Name",
    type: "string",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "LastName",
    label: "Last Name",
    type: "string",
    nillable: false,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Email",
    label: "Email",
    type: "email",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Company",
    label: "Company",
    type: "string",
    nillable: false,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Website",
    label: "Website",
    type: "url",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "NumberOfEmployees",
    label: "Employees",
    type: "int",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Charterly_Id__c",
    label: "Charterly Id",
    type: "string",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Signed_Up__c",
    label: "Signed Up",
    type: "date",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Company_Size__c",
    label: "Company Size",
    type: "string",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
  },
  {
    name: "Charterly_Plan__c",
    label: "Charterly Plan",
    type: "picklist",
    nillable: true,
    createable: true,
    updateable: true,
    defaultedOnCreate: false,
    picklistValues: ["Free", "Pay Per Use", "Enterprise", "System Admin"].map((value) => ({
      value,
      label: value,
      active: true,
    })),
  },
];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSalesforceServer(): Promise<{ url: string; close(): Promise<void> }> {
  const orgs = new Map<string, Org>();
  const orgOf = (clientId: string) => {
    let org = orgs.get(clientId);
    if (!org) {
      org = { tokens: new Set(), leads: new Map(), calls: [], rateLimitNext: false };
      orgs.set(clientId, org);
    }
    return org;
  };
  const tokenOwner = new Map<string, string>();
  let counter = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-salesforce");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    const sendText = (status: number, text: string) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(text);
    };
    const raw = await readBody(request);
    const hookOrg = url.searchParams.get("org");

    if (url.pathname.startsWith("/__")) {
      const org = orgOf(hookOrg ?? "");
      if (url.pathname === "/__expire-tokens") {
        for (const token of org.tokens) tokenOwner.delete(token);
        org.tokens.clear();
        return send(200, { ok: true });
      }
      if (url.pathname === "/__rate-limit-next") {
        org.rateLimitNext = true;
        return send(200, { ok: true });
      }
      if (url.pathname === "/__calls") return send(200, org.calls);
      if (url.pathname === "/__leads") return send(200, [...org.leads.values()]);
      return send(404, { error: "unknown hook" });
    }

    if (request.method === "POST" && url.pathname === "/services/oauth2/token") {
      const form = new URLSearchParams(raw);
      const clientId = form.get("client_id") ?? "";
      // An org whose login host is down behind a proxy that answers with its own page.
      if (clientId.startsWith("fake-client-down"))
        return sendText(502, "<html><body>Bad gateway: upstream 10.0.0.7:8443 refused</body></html>");
      if (!clientId.startsWith("fake-client"))
        return send(400, { error: "invalid_client_id", error_description: "client identifier invalid" });
      if (form.get("client_secret") !== "fake-secret")
        return send(400, { error: "invalid_client", error_description: "invalid client credentials" });
      const grant = form.get("grant_type");
      if (grant === "password") {
        if ((form.get("username") ?? "").startsWith("locked"))
          return send(400, {
            error: "invalid_grant",
            error_description: "authentication failure - user is locked out",
          });
        if (form.get("password") !== "correct-passwordTOKEN")
          return send(400, { error: "invalid_grant", error_description: "authentication failure" });
      } else if (grant !== "client_credentials") {
        return send(400, { error: "unsupported_grant_type", error_description: "grant type not supported" });
      }
      const org = orgOf(clientId);
      const token = `00Dfake!${++counter}`;
      org.tokens.add(token);
      tokenOwner.set(token, clientId);
      org.calls.push({ method: "POST", path: "token" });
      const { port } = server.address() as AddressInfo;
      return send(200, {
        access_token: token,
        instance_url: clientId.startsWith("fake-client-foreign-instance")
          ? "https://instance.evil.example"
          : `http://127.0.0.1:${port}`,
        token_type: "Bearer",
        issued_at: String(Date.now()),
      });
    }

    const authorization = request.headers.authorization ?? "";
    const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : "";
    const owner = tokenOwner.get(token);
    if (!owner)
      return send(401, [{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }]);
    const org = orgOf(owner);

    if (
      request.method === "GET" &&
      /^\/services\/data\/v\d+\.0\/sobjects\/Lead\/describe$/.test(url.pathname)
    ) {
      org.calls.push({ method: "GET", path: "describe" });
      return send(200, {
        name: "Lead",
        fields: LEAD_FIELDS.map((f) => ({ picklistValues: [], ...f })),
      });
    }

    const upsert = /^\/services\/data\/v\d+\.0\/composite\/sobjects\/Lead\/(\w+)$/.exec(url.pathname);
    if (request.method === "PATCH" && upsert) {
      const externalField = upsert[1]!;
      const body = JSON.parse(raw) as { allOrNone: boolean; records: Array<Record<string, unknown>> };
      org.calls.push({ method: "PATCH", path: "composite", records: body.records.length });
      if (org.rateLimitNext) {
        org.rateLimitNext = false;
        return send(403, [{ message: "TotalRequests Limit exceeded.", errorCode: "REQUEST_LIMIT_EXCEEDED" }]);
      }
      if (body.records.length > 200)
        return send(400, [{ message: "Too many records: at most 200", errorCode: "EXCEEDED_ID_LIMIT" }]);
      return send(
        200,
        body.records.map((record) => {
          const key = String(record[externalField] ?? "");
          if (String(record.Email ?? "").includes("reject"))
            return {
              id: null,
              success: false,
              errors: [
                {
                  statusCode: "INVALID_EMAIL_ADDRESS",
                  message: `Email: invalid email address: ${record.Email}`,
                  fields: ["Email"],
                },
              ],
            };
          const existing = org.leads.get(key);
          const id =
            (existing?.Id as string | undefined) ?? `00Q${String(org.leads.size + 1).padStart(12, "0")}`;
          const { attributes: _attributes, ...fields } = record;
          org.leads.set(key, { ...existing, ...fields, Id: id });
          return { id, success: true, created: !existing, errors: [] };
        }),
      );
    }
    return send(404, [{ message: "The requested resource does not exist", errorCode: "NOT_FOUND" }]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
