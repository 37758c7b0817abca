import { structureDocument } from "@charterly/domain/export/document-structure";
import { useMemo } from "react";

/**
 * A document's plain text as headings, paragraphs and lists, read by the same structure module as
 * the PDF and DOCX exports (spec §9: split on blank lines; short uppercase, numbered or colon-ended
 * lines are headings). Headings start at h3: the dialog title is the h2.
 */
export function DocumentContent({ content }: { content: string }) {
  const blocks = useMemo(() => structureDocument(content), [content]);
  if (blocks.length === 0) {
    return (
      <p className="text-sm text-slate-600 italic dark:text-slate-400">This document has no content yet.</p>
    );
  }
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-800 dark:text-slate-200">
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === "heading") {
          return block.level === 1 ? (
            <h3 key={key} className="pt-2 text-base font-semibold text-slate-900 dark:text-white">
              {block.text}
            </h3>
          ) : (
            <h4 key={key} className="pt-1 font-semibold text-slate-900 dark:text-white">
              {block.text}
            </h4>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items of static text have no identity of their own.
                <li key={itemIndex}>{item}</li>
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
                  {line}
                </span>
              ))}
            </p>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
