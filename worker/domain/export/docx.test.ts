import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { readZipDirectory } from "../imports/zip-directory";
import { renderDocx } from "./docx";
import { longPolicy, SHORT_POLICY, UNICODE_SAMPLE } from "./export-fixtures";

// In workerd the tests load mammoth's Node entry (vitest does not apply its "browser" field), which
// reads `buffer` rather than `arrayBuffer`; JSZip underneath accepts a Uint8Array there.
const input = (bytes: Uint8Array) =>
  ({ buffer: bytes }) as unknown as Parameters<typeof mammoth.extractRawText>[0];
const textOf = async (bytes: Uint8Array) => (await mammoth.extractRawText(input(bytes))).value;
const htmlOf = async (bytes: Uint8Array) => (await mammoth.convertToHtml(input(bytes))).value;

describe("renderDocx", () => {
  it("writes a Word file with the title, Heading 1/2 headings, paragraphs and bullets", async () => {
    const bytes = await renderDocx({
      title: "Travel and Expenses Policy",
      subtitle: "Finance",
      content: SHORT_POLICY,
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip package
    const text = await textOf(bytes);
    for (const expected of [
      "Travel and Expenses Policy",
      "Finance",
      "1. Purpose",
      "2.1 Approvals",
      "A receipt for every claim",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("TRAVEL AND EXPENSES POLICY");
    const html = await htmlOf(bytes);
    expect(html).toContain("<h1>1. Purpose</h1>");
    expect(html).toContain("<h2>2.1 Approvals</h2>");
    expect(html).toContain("<li>A receipt for every claim</li>");
  });

  it("Company / Effective Date / Policy Owner are separate lines in the Word file", async () => {
    const bytes = await renderDocx({
      title: "Remote Work Policy",
      content:
        "REMOTE WORK POLICY\nCompany: Northwind\nEffective Date: March 1, 2026\nPolicy Owner: HR\n\n1. Purpose\n\nWhy.",
    });
    expect(await htmlOf(bytes)).toContain(
      "<p>Company: Northwind<br />Effective Date: March 1, 2026<br />Policy Owner: HR</p>",
    );
  });

  it("marks text that is not in force UNDER REVIEW above the title and in the page header", async () => {
    const marking = "UNDER REVIEW — not approved; not the policy in force";
    const bytes = await renderDocx({ title: "Remote Work Policy", content: SHORT_POLICY, marking });
    expect((await textOf(bytes)).trimStart().startsWith(marking)).toBe(true);
    // Every page's header holds it too: the package has a header part only when marked.
    const headerParts = (file: Uint8Array) =>
      readZipDirectory(file).filter((entry) => /^word\/header\d*\.xml$/.test(entry.name));
    expect(headerParts(bytes)).toHaveLength(1);
    expect(headerParts(await renderDocx({ title: "Remote Work Policy", content: SHORT_POLICY }))).toEqual([]);
  });

  it("keeps any Unicode and drops characters XML cannot hold", async () => {
    const text = await textOf(
      await renderDocx({ title: UNICODE_SAMPLE, content: `${UNICODE_SAMPLE}\u0000\u0007` }),
    );
    expect(text).toContain(UNICODE_SAMPLE);
  });

  it("handles long content", async () => {
    const text = await textOf(await renderDocx({ title: "Long", content: longPolicy() }));
    expect(text).toContain("120. Section 120");
  });
});
