import { longPolicy, UNICODE_SAMPLE } from "@charterly/domain/export/export-fixtures";
import { renderPdf } from "@charterly/domain/export/pdf";
import { cachingFontkit } from "@charterly/domain/export/pdf-font-cache";
import fontkit from "@pdf-lib/fontkit";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { workerPdfFonts } from "../../worker/adapters/fonts/worker-pdf-fonts";
import { seedTemplates } from "../../worker/db/seed/templates";

const ids = (run: { glyphs: { id: number }[] }) => run.glyphs.map((g) => g.id);

describe("the PDF font cache", () => {
  it("gives every line the glyphs fontkit's own layout gives it", () => {
    const fresh = fontkit.create(workerPdfFonts.regular);
    const cached = cachingFontkit.create(workerPdfFonts.regular);
    const lines = [
      ...seedTemplates.flatMap((t) => t.content.split("\n")),
      ...longPolicy(3).split("\n"),
      UNICODE_SAMPLE,
      "office affluent fjord — “quoted” naïve café",
      "שלום עולם مرحبا بالعالم",
      "  two  spaces ",
    ].filter(Boolean);
    for (const line of lines) expect(ids(cached.layout(line)), line).toEqual(ids(fresh.layout(line)));
  });

  it("parses a font once for every export that passes the same bytes", () => {
    expect(cachingFontkit.create(workerPdfFonts.bold)).toBe(cachingFontkit.create(workerPdfFonts.bold));
  });

  it("writes the same extractable text in a second export as in the first", async () => {
    const render = () =>
      renderPdf({ title: UNICODE_SAMPLE, content: `Overview:\n\n${longPolicy(2)}`, fonts: workerPdfFonts });
    const textOf = async (bytes: Uint8Array) =>
      (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;
    const first = await textOf(await render());
    const text = await textOf(await render());
    expect(text).toBe(first);
    expect(text).toContain("Zoë — €50 ≥ 40 → ✓");
    expect(text).toContain("Employees must keep accurate records of every business expense");
  });
});
