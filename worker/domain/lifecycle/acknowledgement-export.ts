import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { AcknowledgementChannel } from "../contract";
import { readAcknowledgementStatus } from "./acknowledgement-status";

const CHANNEL_LABELS: Record<AcknowledgementChannel, string> = { web: "Web", slack: "Slack" };
const HEADER = ["Name", "E-mail", "Status", "Acknowledged at (UTC)", "Channel"];

export interface AcknowledgementExport {
  fileName: string;
  csv: string;
}

/**
 * 'Download CSV' (admins): who has acknowledged the version in force of a document (and when, and
 * where) and who has not, one row per person, named after the document.
 */
export async function exportAcknowledgements(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<AcknowledgementExport> {
  requirePermission(actor, "acknowledgements.manage");
  const { document, status } = await readAcknowledgementStatus(ctx, actor, documentId);
  const rows = [
    HEADER,
    ...status.acknowledged.map((p) => [
      p.name,
      p.email,
      "Acknowledged",
      p.acknowledgedAt.replace("T", " ").replace(/\.\d+Z$/, ""),
      CHANNEL_LABELS[p.channel],
    ]),
    // Slack users with no account in the company (decision 017): by Slack id.
    ...status.slackOnly.map((p) => [
      `Slack user ${p.slackUserId}`,
      "",
      "Acknowledged",
      p.acknowledgedAt.replace("T", " ").replace(/\.\d+Z$/, ""),
      CHANNEL_LABELS[p.channel],
    ]),
    ...status.pending.map((p) => [p.name, p.email, "Pending", "", ""]),
  ];
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return {
    fileName: `${document.title} - acknowledgements v${document.inForceVersion} ${day}.csv`,
    // A BOM so spreadsheet programs read UTF-8; CRLF line ends (RFC 4180).
    csv: `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`,
  };
}

/**
 * One CSV field, quoted, with text a spreadsheet would run as a formula (= + - @, a tab or a carriage
 * return first) made inert by a leading apostrophe (OWASP's advice on CSV injection).
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}
