import { describe, expect, it } from "vitest";
import { buildZip, minimalDocxParts } from "../../../test/support/zip-files";
import { readZipDirectory, ZipFormatError } from "../../domain/imports/zip-directory";
import { ArchiveTooLarge, docxTextPartsArchive } from "./docx-text-parts";

const LIMIT = 1_900_000;

describe("archives are measured before they are opened: a .docx's text parts", () => {
  it("are refused from the central directory when they would expand past the limit, without inflating", async () => {
    // word/document.xml claims 50 MB; its data is not even DEFLATE: inflating it would fail differently.
    const zip = await buildZip([
      ...minimalDocxParts("Hello").slice(0, 2),
      { name: "word/document.xml", data: "not deflate", method: 0, declaredSize: 50_000_000 },
    ]);
    await expect(docxTextPartsArchive(zip, LIMIT)).rejects.toBeInstanceOf(ArchiveTooLarge);
  });

  it("are refused when a real bomb's directory tells the truth (20 KB expanding to 20 MB)", async () => {
    const bomb = await buildZip(minimalDocxParts("Hello", 20_000_000));
    expect(bomb.byteLength).toBeLessThan(40_000);
    await expect(docxTextPartsArchive(bomb, LIMIT)).rejects.toBeInstanceOf(ArchiveTooLarge);
  });

  it("are inflated no further than their declared size when the directory lies low", async () => {
    // Declares 2 KB, expands to 20 MB: inflation stops just past 2 KB and the file is refused as damaged.
    const parts = minimalDocxParts("Hello", 20_000_000);
    parts[2] = { ...parts[2]!, declaredSize: 2_000 };
    const liar = await buildZip(parts);
    const started = performance.now();
    await expect(docxTextPartsArchive(liar, LIMIT)).rejects.toThrow(ZipFormatError);
    // Inflating all 20 MB takes far longer than stopping after the first chunk.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("are refused when one inflates to less than it declares", async () => {
    const parts = minimalDocxParts("Hello");
    parts[2] = { ...parts[2]!, declaredSize: 100_000 };
    await expect(docxTextPartsArchive(await buildZip(parts), LIMIT)).rejects.toThrow(ZipFormatError);
  });

  it("come back stored, without the media, for the reader", async () => {
    const zip = await buildZip([
      ...minimalDocxParts("Hello"),
      { name: "word/media/photo.jpeg", data: new Uint8Array(3_000_000), method: 0 },
    ]);
    const archive = await docxTextPartsArchive(zip, LIMIT);
    const entries = readZipDirectory(archive);
    expect(entries.map((e) => e.name)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    expect(entries.every((e) => e.method === 0 && e.compressedSize === e.uncompressedSize)).toBe(true);
  });

  it("refuses encrypted parts and unknown compression methods", async () => {
    const zip = await buildZip(minimalDocxParts("Hello"));
    const encrypted = zip.slice();
    const [first] = readZipDirectory(zip);
    // Bit 0 of the central entry's flags (the first entry follows all local parts).
    const view = new DataView(encrypted.buffer);
    const directory = view.getUint32(encrypted.byteLength - 6, true);
    view.setUint16(directory + 8, view.getUint16(directory + 8, true) | 1, true);
    expect(first!.flags & 1).toBe(0);
    await expect(docxTextPartsArchive(encrypted, LIMIT)).rejects.toThrow(ZipFormatError);
    const bzip = zip.slice();
    new DataView(bzip.buffer).setUint16(directory + 10, 12, true);
    await expect(docxTextPartsArchive(bzip, LIMIT)).rejects.toThrow(ZipFormatError);
  });
});
