import {
  docxTextPartsSize,
  isDocxTextPart,
  readZipDirectory,
  type ZipEntry,
  ZipFormatError,
} from "../../domain/imports/zip-directory";

// A .docx measured before it is opened, and opened within its measure: the central directory's
// sizes are checked first; then only the text parts (XML and relationships) are inflated, each
// stopped as soon as it would grow past the size its directory entry declared; and the reader gets
// a new archive of those parts, stored uncompressed, so it inflates nothing itself. Media are left
// out: a text reader does not need them.

export class ArchiveTooLarge extends Error {
  constructor(readonly expandedBytes: number) {
    super(`The archive's text parts would expand to ${expandedBytes} bytes.`);
    this.name = "ArchiveTooLarge";
  }
}

const LOCAL_HEADER = 0x04034b50;
/** A Word document has tens of parts; thousands are not a document. */
const MAX_TEXT_PARTS = 10_000;

/**
 * The .docx's text parts as a stored (uncompressed) ZIP archive. Throws ArchiveTooLarge when the
 * directory declares more than `maxExpandedBytes`, ZipFormatError when the archive is damaged,
 * encrypted, or a part inflates to other than its declared size.
 */
export async function docxTextPartsArchive(bytes: Uint8Array, maxExpandedBytes: number): Promise<Uint8Array> {
  const entries = readZipDirectory(bytes);
  const declared = docxTextPartsSize(entries);
  if (declared > maxExpandedBytes) throw new ArchiveTooLarge(declared);
  if (entries.filter((entry) => isDocxTextPart(entry.name)).length > MAX_TEXT_PARTS) {
    throw new ZipFormatError("The archive has too many parts to be a document.");
  }
  const parts: Array<{ entry: ZipEntry; data: Uint8Array }> = [];
  for (const entry of entries) {
    if (isDocxTextPart(entry.name)) parts.push({ entry, data: await readPart(bytes, entry) });
  }
  return storedArchive(parts);
}

async function readPart(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  if (entry.flags & 0x1) throw new ZipFormatError(`${entry.name} is encrypted.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new ZipFormatError(`${entry.name} has no local header.`);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (start + entry.compressedSize > bytes.byteLength)
    throw new ZipFormatError(`${entry.name} is cut short.`);
  const compressed = bytes.subarray(start, start + entry.compressedSize);
  let data: Uint8Array | null;
  if (entry.method === 0) data = compressed;
  else if (entry.method === 8) data = await inflateAtMost(compressed, entry.uncompressedSize);
  else throw new ZipFormatError(`${entry.name} uses an unsupported compression method (${entry.method}).`);
  if (data?.byteLength !== entry.uncompressedSize) {
    throw new ZipFormatError(`${entry.name} does not expand to the size its directory entry declares.`);
  }
  return data;
}

/** Inflates raw DEFLATE data, stopping (null) as soon as the output would exceed `limit` bytes. */
async function inflateAtMost(compressed: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const input = new Uint8Array(compressed); // a copy the stream may take over
  const reader = new Blob([input]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    throw new ZipFormatError("A part of the archive is not valid DEFLATE data.");
  }
  const output = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    output.set(chunk, at);
    at += chunk.byteLength;
  }
  return output;
}

/** A ZIP archive of the given parts, stored uncompressed (method 0), with their original CRC-32s. */
function storedArchive(parts: Array<{ entry: ZipEntry; data: Uint8Array }>): Uint8Array {
  const encoder = new TextEncoder();
  const named = parts.map((part) => ({ ...part, name: encoder.encode(part.entry.name) }));
  const localSize = named.reduce((sum, p) => sum + 30 + p.name.byteLength + p.data.byteLength, 0);
  const directorySize = named.reduce((sum, p) => sum + 46 + p.name.byteLength, 0);
  const out = new Uint8Array(localSize + directorySize + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  for (const { entry, data, name } of named) {
    offsets.push(at);
    view.setUint32(at, LOCAL_HEADER, true);
    view.setUint16(at + 4, 20, true); // version needed: 2.0
    view.setUint16(at + 6, 0x0800, true); // UTF-8 names
    view.setUint16(at + 8, 0, true); // stored
    view.setUint32(at + 14, entry.crc32, true);
    view.setUint32(at + 18, data.byteLength, true);
    view.setUint32(at + 22, data.byteLength, true);
    view.setUint16(at + 26, name.byteLength, true);
    out.set(name, at + 30);
    out.set(data, at + 30 + name.byteLength);
    at += 30 + name.byteLength + data.byteLength;
  }
  const directory = at;
  named.forEach(({ entry, data, name }, i) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, 0x0800, true);
    view.setUint16(at + 10, 0, true);
    view.setUint32(at + 16, entry.crc32, true);
    view.setUint32(at + 20, data.byteLength, true);
    view.setUint32(at + 24, data.byteLength, true);
    view.setUint16(at + 28, name.byteLength, true);
    view.setUint32(at + 42, offsets[i]!, true);
    out.set(name, at + 46);
    at += 46 + name.byteLength;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, named.length, true);
  view.setUint16(at + 10, named.length, true);
  view.setUint32(at + 12, at - directory, true);
  view.setUint32(at + 16, directory, true);
  return out;
}
