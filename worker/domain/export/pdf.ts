// A policy as a PDF: the same code runs in the Worker (template downloads) and in the browser
// (document exports). Fonts are passed in as bytes so neither side depends on how the other loads them.
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { cleanText, type DocumentBlock, structureDocument, withoutRepeatedTitle } from "./document-structure";
import { cachingFontkit } from "./pdf-font-cache";

/** TrueType bytes of the body font and its bold face (DejaVu Sans in Charterly). */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface RenderPdfOptions {
  title: string;
  content: string;
  /** A line under the title, e.g. the category and description. */
  subtitle?: string;
  /**
   * For text that is not the approved policy ("DRAFT — not approved; …"): printed above the title
   * and at the top of every page, so no page passes for the policy in force.
   */
  marking?: string | null;
  fonts: PdfFonts;
  pageSize?: "A4" | "Letter";
}

/** Printed instead of a character the font has no glyph for. */
const MISSING_GLYPH_REPLACEMENT = "?";

const MARGIN = 56;
const FOOTER_BASELINE = 28;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.8, 0.82, 0.85);
const MARKING_RED = rgb(0.72, 0.11, 0.11);
const MARKING_BASELINE_FROM_TOP = 32;

interface TextStyle {
  font: "regular" | "bold";
  size: number;
  lineHeight: number;
  spaceBefore: number;
  spaceAfter: number;
  color: ReturnType<typeof rgb>;
}

const STYLES = {
  title: { font: "bold", size: 20, lineHeight: 26, spaceBefore: 0, spaceAfter: 4, color: INK },
  subtitle: { font: "regular", size: 10.5, lineHeight: 14, spaceBefore: 0, spaceAfter: 0, color: MUTED },
  heading1: { font: "bold", size: 14, lineHeight: 19, spaceBefore: 14, spaceAfter: 5, color: INK },
  heading2: { font: "bold", size: 11.5, lineHeight: 16, spaceBefore: 10, spaceAfter: 3, color: INK },
  paragraph: { font: "regular", size: 10.5, lineHeight: 15, spaceBefore: 0, spaceAfter: 8, color: INK },
  footer: { font: "regular", size: 9, lineHeight: 12, spaceBefore: 0, spaceAfter: 0, color: MUTED },
  marking: { font: "bold", size: 11, lineHeight: 15, spaceBefore: 0, spaceAfter: 6, color: MARKING_RED },
  pageMarking: { font: "bold", size: 9, lineHeight: 12, spaceBefore: 0, spaceAfter: 0, color: MARKING_RED },
} satisfies Record<string, TextStyle>;

const BULLET_INDENT = 6;
const LIST_TEXT_INDENT = 18;
const LIST_ITEM_GAP = 3;

/** Renders the title, optional subtitle and structured content as a paginated PDF. */
export async function renderPdf(options: RenderPdfOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const fonts = {
    regular: new FontFace(await pdf.embedFont(options.fonts.regular, { subset: true })),
    bold: new FontFace(await pdf.embedFont(options.fonts.bold, { subset: true })),
  };
  const title = cleanText(options.title).replace(/\s+/g, " ").trim() || "Untitled";
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setCreator("Charterly");
  pdf.setProducer("Charterly");

  const layout = new PageLayout(pdf, fonts, options.pageSize === "Letter" ? PageSizes.Letter : PageSizes.A4);
  const marking = options.marking ? cleanText(options.marking).replace(/\s+/g, " ").trim() : "";
  if (marking) {
    pdf.setSubject(marking);
    layout.text(marking, STYLES.marking);
  }
  layout.text(title, STYLES.title);
  const subtitle = options.subtitle ? cleanText(options.subtitle).replace(/\s+/g, " ").trim() : "";
  if (subtitle) layout.text(subtitle, STYLES.subtitle);
  layout.rule();

  const blocks = withoutRepeatedTitle(structureDocument(options.content), title);
  blocks.forEach((block, index) => {
    layout.block(block, blocks[index + 1]);
  });

  layout.footers(marking);
  return pdf.save();
}

/** A font plus what it can draw: glyph availability, and word widths measured once. */
class FontFace {
  private readonly characters: Set<number>;
  private readonly widths = new Map<string, number>();

  constructor(readonly font: PDFFont) {
    this.characters = new Set(font.getCharacterSet());
  }

  /** The text with every character the font lacks replaced, so drawing never fails. */
  drawable(text: string): string {
    let result = "";
    for (const char of text) {
      result += this.characters.has(char.codePointAt(0)!) ? char : MISSING_GLYPH_REPLACEMENT;
    }
    return result;
  }

  /** Width of drawable text at a size (cached per word at size 1). */
  width(text: string, size: number): number {
    let unit = this.widths.get(text);
    if (unit === undefined) {
      unit = this.font.widthOfTextAtSize(text, 1);
      this.widths.set(text, unit);
    }
    return unit * size;
  }
}

class PageLayout {
  private page: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly left = MARGIN;
  private readonly width: number;
  private readonly top: number;
  private readonly bottom = MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Record<TextStyle["font"], FontFace>,
    private readonly size: [number, number],
  ) {
    this.width = size[0] - 2 * MARGIN;
    this.top = size[1] - MARGIN;
    this.page = this.newPage();
  }

  block(block: DocumentBlock, next: DocumentBlock | undefined) {
    if (block.kind === "heading") {
      const style = block.level === 1 ? STYLES.heading1 : STYLES.heading2;
      // Keep a heading with the first line of what follows it.
      const lines = this.wrap(block.text, style, this.width);
      const following = next && next.kind !== "heading" ? STYLES.paragraph.lineHeight : 0;
      this.ensureRoom(lines.length * style.lineHeight + style.spaceBefore + following);
      this.lines(lines, style, this.left);
      return;
    }
    if (block.kind === "paragraph") {
      if (!block.lines) return this.text(block.text, STYLES.paragraph);
      // "Company: …", "Effective Date: …": one line each, the paragraph's space after the last.
      const style = STYLES.paragraph;
      for (const line of block.lines) this.text(line, { ...style, spaceAfter: 0 });
      this.y -= style.spaceAfter;
      return;
    }
    const style = STYLES.paragraph;
    const bullet = this.fonts.regular.drawable("•");
    block.items.forEach((item, index) => {
      const lines = this.wrap(item, style, this.width - LIST_TEXT_INDENT);
      if (index > 0) this.y -= LIST_ITEM_GAP;
      this.ensureRoom(style.lineHeight);
      this.drawLine(bullet, style, this.left + BULLET_INDENT, this.y - style.size);
      this.lines(lines, { ...style, spaceAfter: 0 }, this.left + LIST_TEXT_INDENT);
    });
    this.y -= style.spaceAfter;
  }

  text(text: string, style: TextStyle) {
    this.lines(this.wrap(text, style, this.width), style, this.left);
  }

  /** A thin line under the title block. */
  rule() {
    this.y -= 10;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 14;
  }

  /** "Page N of M" on every page, once the page count is known; the marking above each page. */
  footers(marking: string) {
    const style = STYLES.footer;
    const face = this.fonts[style.font];
    const markingStyle = STYLES.pageMarking;
    const markingFace = this.fonts[markingStyle.font];
    const shownMarking = marking ? markingFace.drawable(marking) : "";
    this.pages.forEach((page, index) => {
      const label = `Page ${index + 1} of ${this.pages.length}`;
      const x = (this.size[0] - face.width(label, style.size)) / 2;
      page.drawText(label, { x, y: FOOTER_BASELINE, size: style.size, font: face.font, color: style.color });
      if (shownMarking) {
        page.drawText(shownMarking, {
          x: this.left,
          y: this.size[1] - MARKING_BASELINE_FROM_TOP,
          size: markingStyle.size,
          font: markingFace.font,
          color: markingStyle.color,
        });
      }
    });
  }

  private lines(lines: string[], style: TextStyle, x: number) {
    if (this.y < this.top) this.y -= style.spaceBefore;
    for (const line of lines) {
      this.ensureRoom(style.lineHeight);
      this.drawLine(line, style, x, this.y - style.size);
      this.y -= style.lineHeight;
    }
    this.y -= style.spaceAfter;
  }

  private drawLine(line: string, style: TextStyle, x: number, baseline: number) {
    if (!line) return;
    const face = this.fonts[style.font];
    this.page.drawText(line, { x, y: baseline, size: style.size, font: face.font, color: style.color });
  }

  private ensureRoom(height: number) {
    if (this.y - height < this.bottom && this.y < this.top) this.page = this.newPage();
  }

  private newPage() {
    const page = this.pdf.addPage(this.size);
    this.pages.push(page);
    this.y = this.top;
    return page;
  }

  /** Word wrap by measured width; a word longer than a line is broken between characters. */
  private wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const face = this.fonts[style.font];
    const space = face.width(" ", style.size);
    const lines: string[] = [];
    let line = "";
    let lineWidth = 0;
    for (const rawWord of face.drawable(text).split(" ")) {
      if (!rawWord) continue;
      const pieces = this.breakWord(rawWord, face, style.size, maxWidth);
      for (const word of pieces) {
        const wordWidth = face.width(word, style.size);
        if (line && lineWidth + space + wordWidth <= maxWidth) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
        } else {
          if (line) lines.push(line);
          line = word;
          lineWidth = wordWidth;
        }
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private breakWord(word: string, face: FontFace, size: number, maxWidth: number): string[] {
    if (face.width(word, size) <= maxWidth) return [word];
    // Character widths summed (kerning ignored): linear even for a pasted 10,000-character token.
    const pieces: string[] = [];
    let piece = "";
    let pieceWidth = 0;
    for (const char of word) {
      const charWidth = face.width(char, size);
      if (piece && pieceWidth + charWidth > maxWidth) {
        pieces.push(piece);
        piece = "";
        pieceWidth = 0;
      }
      piece += char;
      pieceWidth += charWidth;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }
}
