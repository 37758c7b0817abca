/** `attachment` with a plain fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const cleaned = fileName.replace(/[\r\n"\\/]+/g, " ").trim() || "download";
  const ascii = cleaned.replace(/[^\x20-\x7E]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}
