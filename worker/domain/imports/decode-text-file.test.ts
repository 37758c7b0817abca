import { describe, expect, it } from "vitest";
import { decodeTextFile, firstMarkdownHeading, markdownHeadingsToLines } from "./decode-text-file";

describe("decodeTextFile", () => {
  it("decodes UTF-8 and drops a byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Café policy")]);
    expect(decodeTextFile(bytes)).toBe("Café policy");
  });

  it("refuses bytes that are not UTF-8 text (415)", () => {
    expect(() => decodeTextFile(new Uint8Array([0x48, 0xff, 0xfe, 0x00]))).toThrow(
      expect.objectContaining({ code: "unsupported_media_type" }),
    );
    expect(() => decodeTextFile(new Uint8Array([0x48, 0x00, 0x49]))).toThrow(
      expect.objectContaining({ code: "unsupported_media_type" }),
    );
  });
});

describe("Markdown headings", () => {
  const markdown = [
    "# Remote Work Policy #",
    "Intro paragraph with a #hashtag.",
    "## Scope",
    "Everyone.",
    "```",
    "# not a heading inside code",
    "```",
    "####### seven is not a heading",
  ].join("\n");

  it("become heading lines of their own without the #s; code and other text stay as written", () => {
    expect(markdownHeadingsToLines(markdown)).toBe(
      [
        "Remote Work Policy",
        "",
        "Intro paragraph with a #hashtag.",
        "",
        "Scope",
        "",
        "Everyone.",
        "```",
        "# not a heading inside code",
        "```",
        "####### seven is not a heading",
      ].join("\n"),
    );
  });

  it("the first one is the file's heading", () => {
    expect(firstMarkdownHeading(markdown)).toBe("Remote Work Policy");
    expect(firstMarkdownHeading("no headings here\n#hashtag")).toBeNull();
  });
});
