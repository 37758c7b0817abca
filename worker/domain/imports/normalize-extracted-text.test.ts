import { describe, expect, it } from "vitest";
import { normalizeExtractedText } from "./normalize-extracted-text";

describe("normalizeExtractedText", () => {
  it("keeps lines and paragraphs, drops trailing spaces, control characters and extra blank lines", () => {
    expect(normalizeExtractedText("\r\n  Title  \r\n\r\n\r\n\r\nBody\u0007 text\t \nNext\fPage 2\n\n")).toBe(
      "Title\n\nBody text\nNext\n\nPage 2",
    );
  });

  it("leaves nothing of whitespace-only text", () => {
    expect(normalizeExtractedText(" \n\t\n ")).toBe("");
  });
});
