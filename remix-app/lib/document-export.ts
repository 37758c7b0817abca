import {
  categoryBadgeLabel,
  type DocumentExportDto,
  exportMarkingLabel,
  formatShortDate,
} from "@charterly/domain/contract";
import type { PdfFonts } from "@charterly/domain/export/pdf";
import regularFontUrl from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import boldFontUrl from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import { api, jsonOf } from "./api-client";

// Exports are produced in the browser (spec §7): the server hands over the text and the marking a
// file of unapproved text carries (or refuses, by plan and status: decision 009), and the shared
// renderers in @charterly/domain/export build the file.
// The renderers, pdf-lib, docx and the fonts load only when someone exports.

export type ExportFormat = "pdf" | "docx" | "txt";

export const EXPORT_FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "pdf", label: "PDF" },
  { format: "docx", label: "DOCX" },
  { format: "txt", label: "TXT" },
];

/** Building the file failed (as opposed to fetching the text or saving the file). */
export class ExportRenderError extends Error {
  constructor(
    readonly format: ExportFormat,
    cause: unknown,
  ) {
    super(`Could not render the ${format.toUpperCase()} file`, { cause });
    this.name = "ExportRenderError";
  }
}

/** The browser refused to save the file. */
export class FileSaveError extends Error {}

/** Fetches the document's text, renders it and saves `{title}.{format}`. Returns the file name. */
export async function exportDocumentFile(documentId: number, format: ExportFormat): Promise<string> {
  const document = await jsonOf(
    api.documents[":documentId"].export.$get({ param: { documentId: String(documentId) } }),
  );
  let blob: Blob;
  try {
    blob = await renderExport(document, format);
  } catch (error) {
    throw new ExportRenderError(format, error);
  }
  const fileName = exportFileName(document, format);
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * "{title}.{format}"; a file of text not in force says so in its name too ("Leave Policy (DRAFT).pdf"),
 * so it is not mistaken for the approved one among the downloads.
 */
export function exportFileName(document: Pick<DocumentExportDto, "title" | "status">, format: ExportFormat) {
  const label = exportMarkingLabel(document.status);
  return `${safeFileName(document.title)}${label ? ` (${label})` : ""}.${format}`;
}

async function renderExport(document: DocumentExportDto, format: ExportFormat): Promise<Blob> {
  const { title, content, marking } = document;
  const subtitle = `${categoryBadgeLabel(document.category)} · Last updated ${formatShortDate(document.updatedAt)}`;
  if (format === "pdf") {
    const [{ renderPdf }, fonts] = await Promise.all([
      import("@charterly/domain/export/pdf"),
      loadPdfFonts(),
    ]);
    const bytes = await renderPdf({ title, content, subtitle, marking, fonts });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
  }
  if (format === "docx") {
    const { renderDocx, DOCX_MIME_TYPE } = await import("@charterly/domain/export/docx");
    const bytes = await renderDocx({ title, content, subtitle, marking });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_MIME_TYPE });
  }
  const { renderTxt, TXT_MIME_TYPE } = await import("@charterly/domain/export/txt");
  return new Blob([renderTxt({ title, content, marking })], { type: TXT_MIME_TYPE });
}

let pdfFonts: Promise<PdfFonts> | null = null;

/** DejaVu Sans regular and bold, fetched once per page load on the first PDF export. */
function loadPdfFonts(): Promise<PdfFonts> {
  pdfFonts ??= Promise.all([fetchBytes(regularFontUrl), fetchBytes(boldFontUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      pdfFonts = null; // let the next export try again
      throw error;
    },
  );
  return pdfFonts;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font download failed (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The title as a file name: characters file systems refuse become spaces. */
export function safeFileName(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? " " : c)).join("");
  const name = printable
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return name || "document";
}

function saveBlob(blob: Blob, fileName: string) {
  let url: string | null = null;
  try {
    url = URL.createObjectURL(blob);
    const link = window.document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    window.document.body.appendChild(link);
    link.click();
    link.remove();
  } catch (error) {
    throw new FileSaveError("Unable to save the file", { cause: error });
  } finally {
    const toRevoke = url;
    // Revoking at once can cancel the download in some browsers.
    if (toRevoke) setTimeout(() => URL.revokeObjectURL(toRevoke), 60_000);
  }
}
