// The OpenAPI document at /api/openapi.json describes /scim/v2 as the SCIM app serves it: every route
// the app registers is an operation there and nothing else is, and what a lookup answers has only
// the properties the document's ScimUser declares.
import { describe, expect, it } from "vitest";
import { createScimApp } from "../../worker/http/scim/scim-app";
import { scim, scimCompany } from "../support/scim-requests";
import { fetchWorker } from "../support/worker-pages";

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
}

async function openApiDocument() {
  const response = await fetchWorker("GET", "/api/openapi.json");
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe("SCIM in the OpenAPI document", () => {
  it("has an operation for every route the SCIM app serves, and no other", async () => {
    const document = await openApiDocument();
    const served = createScimApp()
      .routes.filter((route) => route.method !== "ALL")
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    const described = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/scim/v2/"))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect([...new Set(described)].sort()).toEqual([...new Set(served)].sort());
    // Each asks for the SCIM bearer token, never the session cookie.
    for (const [path, item] of Object.entries(document.paths).filter(([p]) => p.startsWith("/scim/v2/")))
      for (const operation of Object.values(item))
        expect(operation.security, path).toEqual([{ scimBearerToken: [] }]);
  });

  it("declares every property a provisioned person is answered with", async () => {
    const { components } = await openApiDocument();
    const company = await scimCompany();
    const created = await scim(company.token, "POST", "/Users", {
      schemas: [
        "urn:ietf:params:scim:schemas:core:2.0:User",
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
      ],
      userName: "documented.person@scim-openapi.example",
      externalId: "00u-documented",
      name: { givenName: "Dana", familyName: "Documented" },
      emails: [{ value: "documented.person@scim-openapi.example", type: "work", primary: true }],
      title: "Analyst",
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Finance" },
    });
    expect(created.status).toBe(201);
    const declared = Object.keys(components.schemas.ScimUser?.properties ?? {});
    expect(declared.length).toBeGreaterThan(5);
    for (const key of Object.keys(created.body)) expect(declared, key).toContain(key);
    const list = await scim(
      company.token,
      "GET",
      `/Users?filter=${encodeURIComponent('userName eq "documented.person@scim-openapi.example"')}`,
    );
    const listDeclared = Object.keys(components.schemas.ScimListResponse?.properties ?? {});
    for (const key of Object.keys(list.body)) expect(listDeclared, key).toContain(key);
  });
});
