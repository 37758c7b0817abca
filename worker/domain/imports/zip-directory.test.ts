import { Document, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { buildZip, minimalDocxParts } from "../../../test/support/zip-files";
import { docxTextPartsSize, isDocxTextPart, readZipDirectory, ZipFormatError } from "./zip-directory";

describe("archives are measured before they are opened: the ZIP central directory", () => {
  it("lists every part with the sizes its directory entry declares, without inflating anything", async () => {
    const zip = await buildZip([
      { name: "word/document.xml", data: "<w:document/>" },
      { name: "word/media/logo.png", data: new Uint8Array(1000), method: 0 },
      // Not valid DEFLATE data at all: reading the directory never touches it.
      { name: "word/bomb.xml", data: "x", declaredSize: 50_000_000 },
    ]);
    const entries = readZipDirectory(zip);
    expect(entries.map(({ name, method, uncompressedSize }) => ({ name, method, uncompressedSize }))).toEqual(
      [
        { name: "word/document.xml", method: 8, uncompressedSize: 13 },
        { name: "word/media/logo.png", method: 0, uncompressedSize: 1000 },
        { name: "word/bomb.xml", method: 8, uncompressedSize: 50_000_000 },
      ],
    );
    // The text parts are what a reader inflates; media do not count.
    expect(docxTextPartsSize(entries)).toBe(50_000_013);
  });

  it("reads sizes from ZIP64 extra fields", async () => {
    const zip = await buildZip([
      { name: "word/document.xml", data: "abc", declaredSize: 6_000_000_000, zip64: true },
    ]);
    const [entry] = readZipDirectory(zip);
    expect(entry).toMatchObject({ name: "word/document.xml", uncompressedSize: 6_000_000_000 });
  });

  it("reads a real .docx (the docx package's) and counts its XML parts", async () => {
    const doc = new Document({
      sections: [{ children: [new Paragraph({ children: [new TextRun("Hi")] })] }],
    });
    const bytes = new Uint8Array(await (await Packer.toBlob(doc)).arrayBuffer());
    const entries = readZipDirectory(bytes);
    expect(entries.map((e) => e.name)).toContain("word/document.xml");
    expect(docxTextPartsSize(entries)).toBeGreaterThan(1000);
    expect(docxTextPartsSize(entries)).toBeLessThan(200_000);
  });

  it("refuses what is not a readable ZIP with ZipFormatError, never a RangeError", async () => {
    const good = await buildZip(minimalDocxParts("Text"));
    const broken = [
      new Uint8Array(0),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      good.subarray(0, good.byteLength - 30),
      // The end record points the directory past the end of the file.
      (() => {
        const copy = good.slice();
        new DataView(copy.buffer).setUint32(copy.byteLength - 6, 0x7fffffff, true);
        return copy;
      })(),
      // The end record claims more entries than the directory holds.
      (() => {
        const copy = good.slice();
        new DataView(copy.buffer).setUint16(copy.byteLength - 12, 500, true);
        return copy;
      })(),
    ];
    for (const bytes of broken) expect(() => readZipDirectory(bytes)).toThrow(ZipFormatError);
  });

  it("counts XML parts and relationships as text parts", () => {
    expect(
      ["word/document.xml", "_rels/.rels", "[Content_Types].xml", "WORD/STYLES.XML"].every(isDocxTextPart),
    ).toBe(true);
    expect(
      ["word/media/image1.png", "word/embeddings/a.bin", "docProps/thumbnail.jpeg"].some(isDocxTextPart),
    ).toBe(false);
  });
});
