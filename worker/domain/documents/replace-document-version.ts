import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  AppError,
  fitsOneDocument,
  invalidInput,
  isInForce,
  noTextMessage,
  type ReplaceVersionResultDto,
  tooMuchTextMessage,
} from "../contract";
import { detectImportFormat } from "../imports/detect-import-format";
import { cleanFileName, readImportedText } from "../imports/import-document";
import { assertNotPendingApproval, takingOutOfForce } from "./document-rules";
import { loadDocument } from "./load-document";
import { writeDocumentChanges } from "./write-document-change";

export interface ReplacementFile {
  name: string;
  bytes: Uint8Array;
}

export interface ReplacementUpload {
  file: ReplacementFile | null;
  changeDescription?: string;
}

export const SAME_TEXT_MESSAGE = "The file's text is the same as the document's current version.";
export const REPLACEMENT_FILE_MISSING_MESSAGE = "Choose a PDF, DOCX, TXT or MD file with the new text.";

/**
 * The Documents tab's "replace a document's version": the uploaded file's text (PDF, DOCX, TXT,
 * MD, read as the import reads it) becomes the next version of the document, recorded in its
 * history with the change description. A document in force goes to Under Review (decision 009);
 * a pending-approval document changes only through approve or reject.
 */
export async function replaceDocumentVersion(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  upload: ReplacementUpload | (() => Promise<ReplacementUpload>),
): Promise<ReplaceVersionResultDto> {
  requirePermission(actor, "documents.manage");
  const current = await loadDocument(ctx, actor, documentId);
  assertNotPendingApproval(current);
  // The upload is read once the document is known to be the caller's (another company's id: 404).
  const { file, changeDescription } = typeof upload === "function" ? await upload() : upload;
  if (!file || file.bytes.length === 0) {
    throw invalidInput(REPLACEMENT_FILE_MISSING_MESSAGE, { file: REPLACEMENT_FILE_MISSING_MESSAGE });
  }
  const fileName = cleanFileName(file.name);
  const format = detectImportFormat(fileName, file.bytes);
  const { text } = await readImportedText(format, file.bytes, fileName, ctx.textExtractor);
  if (!text) throw invalidInput(noTextMessage(fileName), { file: noTextMessage(fileName) });
  if (!fitsOneDocument(text)) throw new AppError("payload_too_large", tooMuchTextMessage(fileName));

  if (text === current.content) {
    throw invalidInput(SAME_TEXT_MESSAGE, { file: SAME_TEXT_MESSAGE });
  }
  const description = changeDescription?.trim() || `Version replaced with the text of ${fileName}`;
  const changes = takingOutOfForce(
    current,
    {
      title: current.title,
      description: current.description,
      content: text,
      status: current.status,
      archiveReason: current.archiveReason,
      changeType: "content_updated",
      changeDescription: description,
    },
    "a new version was uploaded",
  );
  const [row] = await writeDocumentChanges(
    ctx,
    actor,
    [{ current, changes }],
    [
      auditEventStatement(ctx.companyDb, ctx.clock, actor, {
        action: "documents.replace_version",
        targetType: "document",
        targetId: current.id,
        details: { fileName, fromVersion: current.version, toVersion: current.version + changes.length },
      }),
    ],
  );
  const updated = row!;
  return {
    documentId: updated.id,
    version: updated.version,
    status: updated.status,
    tookOutOfForce: isInForce(current.status) && !isInForce(updated.status),
  };
}
