import { describe, expect, it } from "vitest";
import { SENTENCE_EXAMPLES } from "../../../test/support/sentence-examples";
import { splitSentences } from "./sentences";

describe("splitSentences in workerd", () => {
  it("runs on the Workers runtime's own sentence segmenter", () => {
    expect(navigator.userAgent).toBe("Cloudflare-Workers");
    expect(typeof Intl.Segmenter).toBe("function");
  });

  for (const example of SENTENCE_EXAMPLES) {
    it(example.what, () => {
      expect(splitSentences(example.text)).toEqual(example.sentences);
    });
  }
});
