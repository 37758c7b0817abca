// Reads a ZIP archive's central directory (every .docx is one) without inflating anything, so an
// archive can be measured before it is opened: the directory states each part's compressed and
// uncompressed size. Plain byte reading (no library), ZIP64 fields included.

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated; anything else is refused by the reader. */
  method: number;
  /** General purpose flags; bit 0 = encrypted. */
  flags: number;
  crc32: number;
  compressedSize: number;
  /** What the part expands to, as the directory declares it (a reader must not trust it blindly). */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The bytes are not a ZIP archive this reader understands (damaged, split, or not a ZIP at all). */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const MAX_COMMENT = 0xffff;

/** Every entry of the archive's central directory, in directory order. Throws ZipFormatError. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  try {
    return readDirectory(bytes);
  } catch (error) {
    // A length that points past the end of the bytes.
    if (error instanceof RangeError) throw new ZipFormatError("The archive is damaged.");
    throw error;
  }
}

function readDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let size: number = view.getUint32(end + 12, true);
  let offset: number = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    ({ count, size, offset } = readZip64End(view, end));
  }
  if (offset + size > end) throw new ZipFormatError("The central directory lies outside the archive.");

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw new ZipFormatError("The central directory is damaged.");
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > offset + size) throw new ZipFormatError("The central directory is damaged.");
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc32: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, entry, at + 46 + nameLength, extraLength);
    entries.push(entry);
    at = next;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  if (last < 0) throw new ZipFormatError("Too short to be a ZIP archive.");
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new ZipFormatError("No ZIP central directory was found.");
}

function readZip64End(view: DataView, end: number) {
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) {
    throw new ZipFormatError("The ZIP64 directory locator is missing.");
  }
  const record = uint64(view, locator + 8);
  if (record + 56 > locator || view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) {
    throw new ZipFormatError("The ZIP64 end of directory is damaged.");
  }
  return {
    count: uint64(view, record + 32),
    size: uint64(view, record + 40),
    offset: uint64(view, record + 48),
  };
}

/** Sizes and offset too large for 32 bits are in the entry's ZIP64 extra field, in this order. */
function applyZip64Extra(view: DataView, entry: ZipEntry, start: number, length: number) {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA_FIELD) {
      let field = at + 4;
      const take = () => {
        if (field + 8 > at + 4 + size) throw new ZipFormatError("A ZIP64 extra field is damaged.");
        const value = uint64(view, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = take();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = take();
      return;
    }
    at += 4 + size;
  }
}

/** A little-endian 64-bit size; beyond 2^53 it is "too large" anyway, and stays a (huge) number. */
function uint64(view: DataView, at: number): number {
  if (at + 8 > view.byteLength) throw new ZipFormatError("A ZIP64 field lies outside the archive.");
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

/**
 * The parts of a .docx that a text reader inflates: its XML parts and relationships. Media
 * (images, embedded files) are never inflated for text, so they do not count (and are not read).
 */
export const isDocxTextPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** What the text parts of a .docx expand to, as its central directory declares: read before inflating. */
export function docxTextPartsSize(entries: readonly ZipEntry[]): number {
  return entries.reduce((sum, entry) => (isDocxTextPart(entry.name) ? sum + entry.uncompressedSize : sum), 0);
}
