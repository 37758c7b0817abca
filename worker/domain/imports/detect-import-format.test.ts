import { describe, expect, it } from "vitest";
import { INVALID_FILES_MESSAGE, LEGACY_DOC_MESSAGE, MAX_IMPORT_BYTES } from "../contract";
import { detectImportFormat } from "./detect-import-format";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);
const PDF = text("%PDF-1.7\n...");
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error("expected a failure");
}

describe("detectImportFormat", () => {
  it("accepts each format when the name and the first bytes agree, whatever the extension's case", () => {
    expect(detectImportFormat("Policy.PDF", PDF)).toBe("pdf");
    expect(detectImportFormat("policy.docx", ZIP)).toBe("docx");
    expect(detectImportFormat("notes.txt", text("hello"))).toBe("txt");
    expect(detectImportFormat("README.md", text("# Hello"))).toBe("md");
  });

  it("finds a PDF header after a few leading bytes, as PDF readers do", () => {
    expect(detectImportFormat("scan.pdf", new Uint8Array([0xef, 0xbb, 0xbf, ...PDF]))).toBe("pdf");
  });

  it("refuses other extensions and files whose content is not what the name says (415)", () => {
    for (const [name, content] of [
      ["setup.exe", bytes(0x4d, 0x5a, 0x90, 0x00)],
      ["archive.zip", ZIP],
      ["noextension", PDF],
      ["fake.pdf", text("<html>not a pdf</html>")],
      ["fake.docx", PDF],
      ["fake.doc", text("plain text")],
    ] as const) {
      expect(
        failure(() => detectImportFormat(name, content)),
        name,
      ).toMatchObject({
        code: "unsupported_media_type",
        message: INVALID_FILES_MESSAGE,
      });
    }
  });

  it("recognises a real legacy .doc and says how to import it instead", () => {
    expect(failure(() => detectImportFormat("old.doc", OLE))).toMatchObject({
      code: "unsupported_media_type",
      message: LEGACY_DOC_MESSAGE,
    });
  });

  it("refuses a file over 10 MB before looking at its type (413)", () => {
    const big = new Uint8Array(MAX_IMPORT_BYTES + 1);
    big.set(PDF);
    expect(failure(() => detectImportFormat("big.pdf", big))).toMatchObject({
      code: "payload_too_large",
      message: INVALID_FILES_MESSAGE,
    });
    const exactly = new Uint8Array(MAX_IMPORT_BYTES);
    exactly.set(PDF);
    expect(detectImportFormat("ok.pdf", exactly)).toBe("pdf");
  });
});
