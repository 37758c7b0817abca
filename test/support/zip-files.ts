// Hand-built ZIP archives (a .docx is one) for tests of how archives are measured and opened:
// each part stored or deflated (the runtime's CompressionStream), and any part's directory entry
// may declare a size other than the real one, as a hostile file would.

export interface ZipPart {
  name: string;
  data: Uint8Array | string;
  /** Deflated (8, the default) or stored (0). */
  method?: 0 | 8;
  /** What the central directory (and the local header) claim the part expands to; the truth by default. */
  declaredSize?: number;
  /** Sizes in a ZIP64 extra field (the 32-bit fields say 0xFFFFFFFF), as some writers do. */
  zip64?: boolean;
}

export async function buildZip(parts: ZipPart[]): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.data === "string" ? encoder.encode(part.data) : part.data;
    const method = part.method ?? 8;
    const body = method === 8 ? await deflateRaw(data) : data;
    const name = encoder.encode(part.name);
    const size = part.declaredSize ?? data.byteLength;
    const crc = crc32(data);
    // ZIP64: the real sizes (uncompressed, then compressed) in extra field 0x0001.
    const extra = new Uint8Array(part.zip64 ? 20 : 0);
    if (part.zip64) {
      const x = new DataView(extra.buffer);
      x.setUint16(0, 0x0001, true);
      x.setUint16(2, 16, true);
      x.setBigUint64(4, BigInt(size), true);
      x.setBigUint64(12, BigInt(body.byteLength), true);
    }
    const compressed32 = part.zip64 ? 0xffffffff : body.byteLength;
    const size32 = part.zip64 ? 0xffffffff : size;

    const local = new Uint8Array(30 + name.byteLength + extra.byteLength);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, 0x0800, true);
    l.setUint16(8, method, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, compressed32, true);
    l.setUint32(22, size32, true);
    l.setUint16(26, name.byteLength, true);
    l.setUint16(28, extra.byteLength, true);
    local.set(name, 30);
    local.set(extra, 30 + name.byteLength);

    const entry = new Uint8Array(46 + name.byteLength + extra.byteLength);
    const d = new DataView(entry.buffer);
    d.setUint32(0, 0x02014b50, true);
    d.setUint16(4, 20, true);
    d.setUint16(6, 20, true);
    d.setUint16(8, 0x0800, true);
    d.setUint16(10, method, true);
    d.setUint32(16, crc, true);
    d.setUint32(20, compressed32, true);
    d.setUint32(24, size32, true);
    d.setUint16(28, name.byteLength, true);
    d.setUint16(30, extra.byteLength, true);
    d.setUint32(42, offset, true);
    entry.set(name, 46);
    entry.set(extra, 46 + name.byteLength);

    chunks.push(local, body);
    directory.push(entry);
    offset += local.byteLength + body.byteLength;
  }
  const directorySize = directory.reduce((sum, e) => sum + e.byteLength, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, parts.length, true);
  e.setUint16(10, parts.length, true);
  e.setUint32(12, directorySize, true);
  e.setUint32(16, offset, true);
  return concat([...chunks, ...directory, end]);
}

/**
 * The smallest .docx mammoth reads: content types, the package relationship and the main document
 * with one paragraph per line of `text`. `pad` adds that many spaces inside the document (markup a
 * reader must inflate, which deflates to almost nothing: a bomb).
 */
export function minimalDocxParts(text: string, pad = 0): ZipPart[] {
  const paragraphs = text
    .split("\n")
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`)
    .join("");
  return [
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${paragraphs}${" ".repeat(pad)}</w:body></w:document>`,
    },
  ];
}

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
