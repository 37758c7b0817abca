import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  answerBlocks,
  LEGAL_REVIEW_LINE,
  policyNoticeBlocks,
  policyNoticeText,
  SLACK_ACTIONS,
  slackNoticeActionValue,
  TO_READ_SHOWN,
  toReadBlocks,
} from "@charterly/domain/contract";
import { reply } from "./test-support/fakes";

// What people read in Slack, built by the contract's Block Kit builders (shared with the Worker's
// notices), as the bot posts it.

const APP = "https://app.charterly.test/";
const text = (blocks: unknown) => JSON.stringify(blocks);
type Block = { type: string; text?: { text: string }; elements?: Array<Record<string, unknown>> };

describe("an answer in Slack", () => {
  it("shows the answer, then each source with its version, in-force date and a link to the library", () => {
    const blocks = answerBlocks(
      reply({
        referencedDocuments: [
          {
            id: 7,
            source: "document",
            title: "Remote Work Policy",
            version: 3,
            inForceSince: "2026-03-02T00:00:00Z",
            available: true,
          },
          {
            id: 9,
            source: "knowledge_base",
            title: "Staff handbook.pdf",
            version: null,
            inForceSince: "2026-01-15T00:00:00Z",
            available: true,
          },
        ],
      }),
      APP,
    ) as Block[];
    assert.equal(blocks[0]?.text?.text, "Staff may work from home up to 3 days a week.");
    const sources = blocks[1]?.elements?.[0]?.text as string;
    assert.equal(
      sources,
      "*Sources*\n<https://app.charterly.test/documents?highlight=7|Remote Work Policy> · v3 · in force since 2 Mar 2026\nStaff handbook.pdf · added 15 Jan 2026",
    );
    // No warnings: the buttons follow the sources.
    assert.equal(blocks[2]?.type, "actions");
    assert.deepEqual(
      blocks[2]?.elements?.map((button) => [button.action_id, button.value]),
      [
        [SLACK_ACTIONS.helpful, "42"],
        [SLACK_ACTIONS.notHelpful, "42"],
      ],
    );
  });

  it("adds 'Legal review recommended' and 'Low confidence' lines when they apply", () => {
    const blocks = answerBlocks(reply({ needsLegalReview: true, confidence: 0.42 }), APP) as Block[];
    const warnings = blocks.find((b) => b.type === "context" && text(b).includes("Legal"));
    assert.deepEqual(
      warnings?.elements?.map((e) => e.text),
      [LEGAL_REVIEW_LINE, ":grey_question: Low confidence (42%)"],
    );
    assert.doesNotMatch(text(answerBlocks(reply({ confidence: 0.7 }), APP)), /Low confidence/);
    assert.doesNotMatch(text(answerBlocks(reply({ confidence: null }), APP)), /Low confidence/);
    // A decline cites nothing and says why itself: no confidence line.
    assert.doesNotMatch(
      text(answerBlocks(reply({ confidence: 0.1, referencedDocuments: [] }), APP)),
      /Low confidence/,
    );
  });

  it("says a language model's confidence is not yet calibrated on production, and only for its answers", () => {
    assert.match(
      text(answerBlocks(reply({ composedBy: "workers-ai" }), APP)),
      /Confidence not yet calibrated on production/,
    );
    assert.doesNotMatch(text(answerBlocks(reply({ composedBy: "embedded" }), APP)), /not yet calibrated/);
  });

  it("shows what the model or a title says as typed, never as Slack markup (no mass mentions, no fake links)", () => {
    const blocks = answerBlocks(
      reply({
        message: "Ask <!channel> & <https://evil.test|HR> now",
        referencedDocuments: [
          {
            id: 1,
            source: "document",
            title: "Q&A <Policy> | v2",
            version: 1,
            inForceSince: null,
            available: true,
          },
        ],
      }),
      APP,
    ) as Block[];
    assert.equal(blocks[0]?.text?.text, "Ask &lt;!channel&gt; &amp; &lt;https://evil.test|HR&gt; now");
    assert.match(
      blocks[1]?.elements?.[0]?.text as string,
      /<https:\/\/app\.charterly\.test\/documents\?highlight=1\|Q&amp;A &lt;Policy&gt; \/ v2> · v1$/,
    );
  });

  it("keeps a long answer within Slack's 3,000 characters a section", () => {
    const blocks = answerBlocks(
      reply({ message: "word ".repeat(1_000), referencedDocuments: [] }),
      APP,
    ) as Block[];
    assert.equal(blocks[0]?.text?.text.length, 3_000);
    assert.ok(blocks[0]?.text?.text.endsWith("…"));
    assert.equal(blocks.length, 2, "no sources block without sources");
  });
});

describe("a 'New policy in force' notice", () => {
  it("names the document, its version and in-force date, linked, with an 'I have read this' button for that version", () => {
    const notice = {
      documentId: 7,
      title: "Travel Policy",
      version: 4,
      inForceSince: "2026-11-25T09:00:00Z",
    };
    const blocks = policyNoticeBlocks(notice, APP) as Block[];
    assert.equal(
      blocks[0]?.text?.text,
      "*New policy in force*\n<https://app.charterly.test/documents?highlight=7|Travel Policy> · v4 · in force since 25 Nov 2026",
    );
    const button = blocks[1]?.elements?.[0];
    assert.equal(button?.action_id, SLACK_ACTIONS.acknowledge);
    assert.deepEqual(slackNoticeActionValue.parse(JSON.parse(button?.value as string)), {
      documentId: 7,
      version: 4,
    });
    assert.equal(policyNoticeText(notice), "New policy in force: Travel Policy (v4)");
  });
});

describe("`/charterly ack`", () => {
  const item = (n: number) => ({
    documentId: n,
    title: `Policy ${n}`,
    version: 1,
    inForceSince: "2026-11-01T00:00:00Z",
    changeSummary: null,
  });

  it("says so when nothing is left to read", () => {
    assert.match(text(toReadBlocks([], false, APP)), /You have read every policy in force/);
  });

  it("lists each document with its version, date and its own 'I have read this' button", () => {
    const blocks = toReadBlocks([item(1), item(2)], false, APP) as Array<
      Block & { accessory?: Record<string, unknown> }
    >;
    assert.equal(blocks[0]?.text?.text, "*Not yet acknowledged* (2)");
    assert.equal(
      blocks[1]?.text?.text,
      "<https://app.charterly.test/documents?highlight=1|Policy 1> · v1 · in force since 1 Nov 2026",
    );
    assert.deepEqual(JSON.parse(blocks[2]?.accessory?.value as string), { documentId: 2, version: 1 });
    assert.equal(blocks.length, 3);
  });

  it("shows at most twenty and sends the rest to the web app's 'To read' list", () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1));
    const blocks = toReadBlocks(items, true, APP) as Block[];
    assert.equal(blocks[0]?.text?.text, "*Not yet acknowledged* (30+)");
    assert.equal(blocks.filter((b) => b.type === "section").length, 1 + TO_READ_SHOWN);
    assert.match(
      text(blocks.at(-1)),
      /<https:\/\/app\.charterly\.test\/\|see your 'To read' list in Charterly>/,
    );
  });
});
