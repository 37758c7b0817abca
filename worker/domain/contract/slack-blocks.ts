import { formatDayMonthYear } from "./format";
import { lowConfidenceOf, uncalibratedConfidenceNoteOf } from "./plain/chat";
import { SLACK_ACTIONS } from "./plain/slack-service";
import type { ChatMessageDto, StoredReferenceDto } from "./schemas/chat";
import type { ToReadItemDto } from "./schemas/lifecycle";

// Block Kit for what Charterly posts in Slack (decision 017): the assistant's answers (the bot) and
// 'New policy in force' notices (the Worker). One place, so both read alike and the action ids the
// bot listens for are the ones the buttons carry. Plain objects: the contract depends on zod only.

export type SlackBlock = Record<string, unknown>;

/** Slack's mrkdwn treats &, < and > as control characters; everything else shows as typed. */
export const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Slack refuses a section text over 3,000 characters. */
const SECTION_LIMIT = 3000;
const clip = (text: string, limit = SECTION_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

/** Where the web app shows a document: the library with the row highlighted. */
export const documentLink = (appUrl: string, documentId: number) =>
  `${appUrl.replace(/(?<!\/)\/+$/, "")}/documents?highlight=${documentId}`;

/** "Travel Policy · v3 · in force since 2 Mar 2026", linked to the web app for library documents. */
export function sourceLine(source: StoredReferenceDto, appUrl: string): string {
  const title = escapeMrkdwn(source.title.replace(/[|]/g, "/"));
  const name = source.source === "document" ? `<${documentLink(appUrl, source.id)}|${title}>` : title;
  const parts = [name];
  if (source.version !== null) parts.push(`v${source.version}`);
  if (source.inForceSince) {
    parts.push(
      `${source.source === "document" ? "in force since" : "added"} ${formatDayMonthYear(source.inForceSince)}`,
    );
  }
  return parts.join(" · ");
}

export const LEGAL_REVIEW_LINE = ":warning: Legal review recommended";
export const lowConfidenceLine = (confidence: number) =>
  `:grey_question: Low confidence (${Math.round(confidence * 100)}%)`;

/** The answer in a thread: its text, its sources, the warnings that apply, then the feedback buttons. */
export function answerBlocks(reply: ChatMessageDto, appUrl: string): SlackBlock[] {
  const blocks: SlackBlock[] = [
    { type: "section", text: { type: "mrkdwn", text: clip(escapeMrkdwn(reply.message)) } },
  ];
  if (reply.referencedDocuments.length > 0) {
    blocks.push({
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: clip(`*Sources*\n${reply.referencedDocuments.map((s) => sourceLine(s, appUrl)).join("\n")}`),
        },
      ],
    });
  }
  const warnings: string[] = [];
  if (reply.needsLegalReview) warnings.push(LEGAL_REVIEW_LINE);
  const low = lowConfidenceOf(reply);
  if (low !== null) warnings.push(lowConfidenceLine(low));
  const uncalibrated = uncalibratedConfidenceNoteOf(reply);
  if (uncalibrated) warnings.push(`_${uncalibrated}_`);
  if (warnings.length > 0)
    blocks.push({ type: "context", elements: warnings.map((text) => ({ type: "mrkdwn", text })) });
  blocks.push({
    type: "actions",
    block_id: `charterly_feedback_${reply.id}`,
    elements: [
      {
        type: "button",
        action_id: SLACK_ACTIONS.helpful,
        text: { type: "plain_text", text: "Helpful" },
        value: String(reply.id),
      },
      {
        type: "button",
        action_id: SLACK_ACTIONS.notHelpful,
        text: { type: "plain_text", text: "Not helpful" },
        value: String(reply.id),
      },
    ],
  });
  return blocks;
}

export interface PolicyNotice {
  documentId: number;
  title: string;
  version: number;
  inForceSince: string;
}

/** Posted to the company's channel when a document's text comes into force. */
export function policyNoticeBlocks(notice: PolicyNotice, appUrl: string): SlackBlock[] {
  const title = escapeMrkdwn(notice.title.replace(/[|]/g, "/"));
  return [
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: `*New policy in force*\n<${documentLink(appUrl, notice.documentId)}|${title}> · v${notice.version} · in force since ${formatDayMonthYear(notice.inForceSince)}`,
      },
    },
    {
      type: "actions",
      block_id: `charterly_notice_${notice.documentId}_${notice.version}`,
      elements: [
        {
          type: "button",
          action_id: SLACK_ACTIONS.acknowledge,
          style: "primary",
          text: { type: "plain_text", text: "I have read this" },
          value: JSON.stringify({ documentId: notice.documentId, version: notice.version }),
        },
      ],
    },
  ];
}

/** The notification text Slack shows where blocks cannot be (push notifications, screen readers). */
export const policyNoticeText = (notice: PolicyNotice) =>
  `New policy in force: ${notice.title} (v${notice.version})`;

/** How many documents `/charterly ack` lists in Slack. */
export const TO_READ_SHOWN = 20;

/** `/charterly ack`: what the asker has not acknowledged yet. */
export function toReadBlocks(items: ToReadItemDto[], more: boolean, appUrl: string): SlackBlock[] {
  if (items.length === 0)
    return [
      {
        type: "section",
        text: { type: "mrkdwn", text: "You have read every policy in force. Nothing to acknowledge." },
      },
    ];
  const blocks: SlackBlock[] = [
    {
      type: "section",
      text: { type: "mrkdwn", text: `*Not yet acknowledged* (${items.length}${more ? "+" : ""})` },
    },
  ];
  for (const item of items.slice(0, TO_READ_SHOWN)) {
    blocks.push({
      type: "section",
      text: {
        type: "mrkdwn",
        text: `<${documentLink(appUrl, item.documentId)}|${escapeMrkdwn(item.title.replace(/[|]/g, "/"))}> · v${item.version} · in force since ${formatDayMonthYear(item.inForceSince)}`,
      },
      accessory: {
        type: "button",
        action_id: SLACK_ACTIONS.acknowledge,
        text: { type: "plain_text", text: "I have read this" },
        value: JSON.stringify({ documentId: item.documentId, version: item.version }),
      },
    });
  }
  // Slack shows at most 50 blocks a message: the rest waits on the dashboard's 'To read' list.
  if (more || items.length > TO_READ_SHOWN)
    blocks.push({
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: `More are waiting: <${appUrl.replace(/(?<!\/)\/+$/, "")}/|see your 'To read' list in Charterly>`,
        },
      ],
    });
  return blocks;
}
