import { api } from "../../lib/api-client";
import { saveBlob } from "../../lib/save-blob";

const FALLBACK_FILE_NAME = "template.pdf";

/** `POST /api/templates/:id/download` and save the PDF it answers with (spec §7). */
export async function downloadTemplatePdf(template: { id: number; name: string }): Promise<void> {
  const response = await api.templates[":templateId"].download.$post({
    param: { templateId: String(template.id) },
  });
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    (template.name.trim() ? `${template.name.trim()}.pdf` : FALLBACK_FILE_NAME);
  saveBlob(blob, fileName);
}

/** The file name a Content-Disposition header proposes (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, "")) || null;
    } catch {
      // Malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2])?.trim();
  return name || null;
}
