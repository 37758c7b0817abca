import { describe, expect, it } from "vitest";
import { loader as templatesLoader } from "../../remix-app/routes/templates";
import { createTemplate, person } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

// /templates carries what its cards show: a visitor's cards tease each template's public preview,
// a signed-in person's cards do not (their Preview opens the whole text).

type TemplatesPage = { templates: { name: string; previewContent: string | null }[] };

describe("the template library's page", () => {
  it("carries the public previews for a visitor and none for a signed-in person", async () => {
    await createTemplate({
      name: "Teased Travel Policy",
      isPublic: true,
      previewContent: "1. Purpose\n\nWho travels how.",
    });
    const visitor = (await loadPage(templatesLoader, "/templates", "")) as TemplatesPage;
    expect(visitor.templates.length).toBeGreaterThan(0);
    expect(visitor.templates.some((template) => template.previewContent)).toBe(true);

    const member = await person({ tier: "enterprise", role: "user" });
    const signedIn = (await loadPage(templatesLoader, "/templates", member.cookie)) as TemplatesPage;
    expect(signedIn.templates.map((template) => template.name)).toEqual(
      visitor.templates.map((template) => template.name),
    );
    expect(signedIn.templates.every((template) => template.previewContent === null)).toBe(true);
  });
});
