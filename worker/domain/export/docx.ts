// A policy as a Word document, from the same structure as the preview and the PDF. Runs in the
// browser and in the Worker: the package is written as a Uint8Array (no Node Buffer).
import { Document, Header, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { cleanText, type DocumentBlock, structureDocument, withoutRepeatedTitle } from "./document-structure";

export interface RenderDocxOptions {
  title: string;
  content: string;
  /** A line under the title, e.g. the category and description. */
  subtitle?: string;
  /** For text that is not the approved policy ("DRAFT — …"): above the title and in every page's header. */
  marking?: string | null;
}

const MARKING_RED = "B91C1C";
const markingParagraph = (marking: string) =>
  new Paragraph({ children: [new TextRun({ text: marking, bold: true, color: MARKING_RED })] });

export const DOCX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Renders the title, optional subtitle and structured content as a .docx file. */
export async function renderDocx(options: RenderDocxOptions): Promise<Uint8Array> {
  const title = singleLine(options.title) || "Untitled";
  const subtitle = options.subtitle ? singleLine(options.subtitle) : "";
  const marking = options.marking ? singleLine(options.marking) : "";
  const blocks = withoutRepeatedTitle(structureDocument(options.content), title);
  const children = [
    ...(marking ? [markingParagraph(marking)] : []),
    new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
    ...(subtitle
      ? [new Paragraph({ children: [new TextRun({ text: subtitle, italics: true, color: "666666" })] })]
      : []),
    ...blocks.flatMap(toParagraphs),
  ];
  const document = new Document({
    title,
    creator: "Charterly",
    sections: [
      {
        ...(marking ? { headers: { default: new Header({ children: [markingParagraph(marking)] }) } } : {}),
        children,
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}

function toParagraphs(block: DocumentBlock): Paragraph[] {
  switch (block.kind) {
    case "heading":
      return [
        new Paragraph({
          text: block.text,
          heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
        }),
      ];
    case "paragraph":
      if (!block.lines) return [new Paragraph({ text: block.text, spacing: { after: 160 } })];
      // "Company: …", "Effective Date: …": one paragraph, a line break before each line after the first.
      return [
        new Paragraph({
          children: block.lines.map(
            (line, index) => new TextRun({ text: line, break: index > 0 ? 1 : undefined }),
          ),
          spacing: { after: 160 },
        }),
      ];
    case "list":
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
  }
}

function singleLine(text: string): string {
  return cleanText(text).replace(/\s+/g, " ").trim();
}
