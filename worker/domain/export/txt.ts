// A policy as plain text: the title, underlined, then the content as written.
import { cleanText, sameText } from "./document-structure";

export interface RenderTxtOptions {
  title: string;
  content: string;
  /** For text that is not the approved policy ("DRAFT — …"): the file's first line. */
  marking?: string | null;
}

export const TXT_MIME_TYPE = "text/plain; charset=utf-8";

/** Title and content as UTF-8 text with "\n" line endings, ending in one newline. */
export function renderTxt(options: RenderTxtOptions): string {
  const title = cleanText(options.title).replace(/\s+/g, " ").trim() || "Untitled";
  const content = cleanText(options.content)
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/^\n+|(?<!\n)\n+$/g, "");
  const firstLine = content.split("\n", 1)[0] ?? "";
  const marking = options.marking ? `${cleanText(options.marking).replace(/\s+/g, " ").trim()}\n\n` : "";
  // Most policies open with their own name; printing the title above it again would repeat it.
  if (sameText(firstLine, title)) return `${marking}${content}\n`;
  const header = `${title}\n${"=".repeat(Math.min([...title].length, 80))}`;
  return content ? `${marking}${header}\n\n${content}\n` : `${marking}${header}\n`;
}
