import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, createTemplate, person } from "../support/fixtures";

let publicId: number;
let privateId: number;
let cookie: string;

beforeAll(async () => {
  const pub = await createTemplate({
    name: "Visitor Travel Policy",
    description: "Public one",
    category: "travel",
    isPublic: true,
    previewContent: "A short teaser.",
    content: "VISITOR TRAVEL POLICY\n\n1. Purpose\n\nThe full text that visitors never get.",
  });
  const priv = await createTemplate({
    name: "Members Données Policy — Zoë",
    description: "Signed-in only",
    category: "legal",
    isPublic: false,
    content:
      "MEMBERS POLICY\n\n1. Purpose\n\nProtect personal data: €50 ≥ 40 → ✓ 中文 😀\n\n2. Scope\n\nEvery employee.\n\n2.1 Exceptions\n\nNone.",
  });
  publicId = pub.id;
  privateId = priv.id;
  ({ cookie } = await person({ tier: "freemium" }));
});

describe("template library for visitors", () => {
  it("lists only public templates, with the teaser and never the full text", async () => {
    const res = await callApi("GET", "/api/templates");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list.map((t) => t.id)).toContain(publicId);
    expect(list.map((t) => t.id)).not.toContain(privateId);
    expect(list.every((t) => !("content" in t))).toBe(true);
    expect(list.find((t) => t.id === publicId)).toMatchObject({
      previewContent: "A short teaser.",
      isPublic: true,
    });
  });

  it("cannot obtain full content through any template route", async () => {
    const one = await callApi("GET", `/api/templates/${publicId}`);
    expect(one.status).toBe(200);
    expect(await one.json()).not.toHaveProperty("content");
    expect((await callApi("GET", `/api/templates/${publicId}/content`)).status).toBe(401);
    expect((await callApi("POST", `/api/templates/${publicId}/download`)).status).toBe(401);
    expect((await callApi("GET", `/api/templates/${privateId}`)).status).toBe(404);
  });
});

describe("template library for signed-in people", () => {
  it("lists every template and returns the full text", async () => {
    const list = (await (await callApi("GET", "/api/templates", { cookie })).json()) as Array<{ id: number }>;
    expect(list.map((t) => t.id)).toEqual(expect.arrayContaining([publicId, privateId]));
    const content = await callApi("GET", `/api/templates/${privateId}/content`, { cookie });
    expect(await content.json()).toEqual({ content: expect.stringContaining("Protect personal data") });
    expect((await callApi("GET", "/api/templates/999999/content", { cookie })).status).toBe(404);
  });

  it("downloads a real PDF with the title and headings, named after the template, whatever characters it holds", async () => {
    const res = await callApi("POST", `/api/templates/${privateId}/download`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toContain('filename="Members Donn_es Policy _ Zo_.pdf"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent("Members Données Policy — Zoë.pdf")}`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Members Données Policy");
    expect(text).toContain("1. Purpose");
    expect(text).toContain("2.1 Exceptions");
  });
});
