import { structureDocument } from "@charterly/domain/export/document-structure";
import { Fragment, type ReactNode, useEffect, useMemo } from "react";
import { CITED_PASSAGE_ID } from "../../lib/chat-display";
import { locateQuote, type MarkedRange } from "../../lib/quote-highlight";
import { Notice } from "../notice";

/**
 * A document's plain text as headings, paragraphs and lists, read by the same structure module as
 * the PDF and DOCX exports (spec §9: split on blank lines; short uppercase, numbered or colon-ended
 * lines are headings). Headings start at h3: the dialog title is the h2. `quote` (an assistant
 * citation's sentence) is marked where it is found, the first mark carrying CITED_PASSAGE_ID, so the
 * link's fragment scrolls to it without JavaScript; when the text no longer holds it, a note says so.
 */
export function DocumentContent({ content, quote }: { content: string; quote?: string | null }) {
  const blocks = useMemo(() => structureDocument(content), [content]);
  // The text pieces in reading order, as they are rendered below.
  const marks = useMemo(() => {
    if (!quote) return null;
    const pieces = blocks.flatMap((block) =>
      block.kind === "list"
        ? block.items
        : block.kind !== "heading" && block.lines
          ? block.lines
          : [block.text],
    );
    return locateQuote(pieces, quote);
  }, [blocks, quote]);
  useEffect(() => {
    // Followed from the chat in the app, the page is drawn without a new document load.
    if (marks !== null) document.getElementById(CITED_PASSAGE_ID)?.scrollIntoView({ block: "center" });
  }, [marks]);

  if (blocks.length === 0) {
    return (
      <p className="text-sm text-slate-600 italic dark:text-slate-400">This document has no content yet.</p>
    );
  }
  let piece = 0;
  let firstMark = true;
  const text = (value: string): ReactNode => {
    const range = marks?.[piece++] ?? null;
    if (!range) return value;
    const id = firstMark ? CITED_PASSAGE_ID : undefined;
    firstMark = false;
    return <MarkedText text={value} range={range} id={id} />;
  };
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-800 dark:text-slate-200">
      {quote && marks === null ? (
        <Notice tone="info" title="The cited sentence is not in this text">
          The assistant cited “{quote}”, which this document no longer says in those words: it may have
          changed since the answer was written.
        </Notice>
      ) : null}
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === "heading") {
          return block.level === 1 ? (
            <h3 key={key} className="pt-2 text-base font-semibold text-slate-900 dark:text-white">
              {text(block.text)}
            </h3>
          ) : (
            <h4 key={key} className="pt-1 font-semibold text-slate-900 dark:text-white">
              {text(block.text)}
            </h4>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items of static text have no identity of their own.
                <li key={itemIndex}>{text(item)}</li>
              ))}
            </ul>
          );
        }
        if (block.lines) {
          // "Company: …", "Effective Date: …": each on its own line.
          return (
            <p key={key}>
              {block.lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of static text have no identity of their own.
                <span key={lineIndex} className="block">
                  {text(line)}
                </span>
              ))}
            </p>
          );
        }
        return <p key={key}>{text(block.text)}</p>;
      })}
    </div>
  );
}

/** A piece of text with the cited part marked; assistive technology hears that it is the cited part. */
function MarkedText({ text, range, id }: { text: string; range: MarkedRange; id?: string }) {
  const [start, end] = range;
  return (
    <Fragment>
      {text.slice(0, start)}
      <mark id={id} className="scroll-mt-24 rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">
        {id ? <span className="sr-only">Cited by the assistant: </span> : null}
        {text.slice(start, end)}
      </mark>
      {text.slice(end)}
    </Fragment>
  );
}
