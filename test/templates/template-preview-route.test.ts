import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "../../remix-app/routes/templates_.$templateId.preview";
import { createTemplate, type Person, person } from "../support/fixtures";
import { routeContextOf } from "../support/route-context";

// The Template Library's preview is a route of its own (decision 026): /templates/:id/preview reads
// the template's full text in-process for the signed-in person, by the rule the API's
// GET /api/templates/:id/content applies (the plan must include the template), and answers a
// refusal with its status and message (the dialog then says 'Preview Failed'; the page says why).

type Read = { id: number; name: string; description: string; category: string; content: string };

async function preview(who: Person, templateId: number | string) {
  const answer = (await loader({
    request: new Request(`http://localhost/templates/${templateId}/preview`),
    context: await routeContextOf(who),
    params: { templateId: String(templateId) },
  } as LoaderFunctionArgs)) as {
    data: { read: Read | null; refusal: string | null };
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

describe("a template's preview page (/templates/:id/preview)", () => {
  it("gives a signed-in person whose plan includes the template its full text", async () => {
    const template = await createTemplate({
      name: "Preview Route Travel Policy",
      description: "How we travel",
      category: "travel",
      requiredTier: "per_document",
      content: "TRAVEL POLICY\n\n1. Purpose\n\nWhy we travel.",
    });
    const page = await preview(await person({ tier: "per_document" }), template.id);
    expect(page.status).toBe(200);
    expect(page.refusal).toBeNull();
    expect(page.read).toEqual({
      id: template.id,
      name: "Preview Route Travel Policy",
      description: "How we travel",
      category: "travel",
      content: "TRAVEL POLICY\n\n1. Purpose\n\nWhy we travel.",
    });
  });

  it("gives a Freemium person an Enterprise template's full text (every signed-in plan reads every template)", async () => {
    const template = await createTemplate({ requiredTier: "enterprise", content: "ENTERPRISE TEXT" });
    const page = await preview(await person({ tier: "freemium" }), template.id);
    expect(page.status).toBe(200);
    expect(page.refusal).toBeNull();
    expect(page.read?.content).toBe("ENTERPRISE TEXT");
  });

  it("answers a template that is gone, retired or not a number with 404 and its message", async () => {
    const who = await person({ tier: "enterprise" });
    const retired = await createTemplate({ retiredAt: new Date() });
    for (const id of [999_999_999, retired.id, "abc"]) {
      const page = await preview(who, id);
      expect(page.status, String(id)).toBe(404);
      expect(page.read).toBeNull();
      expect(page.refusal).toBe("The requested template was not found.");
    }
  });

  it("sends a signed-out visitor to sign in (401), with nothing read", async () => {
    const who = await person({ tier: "enterprise" });
    const context = { ...(await routeContextOf(who)), session: null };
    const template = await createTemplate();
    const answer = await loader({
      request: new Request(`http://localhost/templates/${template.id}/preview`),
      context,
      params: { templateId: String(template.id) },
    } as LoaderFunctionArgs).catch((thrown: unknown) => thrown);
    expect((answer as { init?: ResponseInit }).init?.status ?? (answer as Response).status).toBe(401);
  });
});
