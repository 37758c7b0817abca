import { describe, expect, it } from "vitest";
import { inferDocumentTitle, titleFromFileName } from "./infer-document-title";

describe("inferDocumentTitle", () => {
  it("takes the heading when there is one", () => {
    expect(inferDocumentTitle("Intro\nBody", "x.md", "Remote Work Policy")).toBe("Remote Work Policy");
  });

  it("else the first non-empty line, with its spaces tidied", () => {
    expect(inferDocumentTitle("\n\n  Travel   Policy 2026  \nBody text", "x.pdf")).toBe("Travel Policy 2026");
  });

  it("falls back to the file name when the first line is a sentence of 120 characters or more", () => {
    const long = "A".repeat(120);
    expect(inferDocumentTitle(`${long}\nShort line`, "expense_claims-2026.pdf")).toBe("expense claims-2026");
    expect(inferDocumentTitle("", "C:\\Users\\me\\notes.txt")).toBe("notes");
  });

  it("names a file without a usable name 'Imported document'", () => {
    expect(titleFromFileName("___.txt")).toBe("Imported document");
  });

  it("titles are plain text: control characters and text-direction overrides are left out", () => {
    expect(inferDocumentTitle("Travel \u202EPolicy\u202C\u2066 2026\u2069\nBody", "x.txt")).toBe(
      "Travel Policy 2026",
    );
    expect(inferDocumentTitle("Intro", "x.md", "Remote\u0007 Work\u0085")).toBe("Remote Work");
    expect(titleFromFileName("pay\u202Eroll.pdf")).toBe("payroll");
  });
});
