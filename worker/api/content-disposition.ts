/** `attachment` with a plain fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const cleaned = fileName.replace(/[\r\n"\\/]+/g, " ").trim() || "download";
  const ascii = cleaned.replace(/[^\x20-\x7E]/g, "_");
  // encodeURIComponent leaves ' ( ) * alone, which RFC 5987 does not allow in an ext-value.
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
