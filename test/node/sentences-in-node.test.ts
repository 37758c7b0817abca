// The sentence cut as the bench and the Slack bot's Node get it: Node's ICU, not workerd's, must cut
// the same examples the same way (worker/domain/text/sentences.test.ts runs them in workerd). Run
// by `node --test` from `npm test` (scripts/test.ts), not by vitest.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { splitSentences } from "../../worker/domain/text/sentences.ts";
import { SENTENCE_EXAMPLES } from "../support/sentence-examples.ts";

describe("splitSentences in plain Node", () => {
  for (const example of SENTENCE_EXAMPLES) {
    it(example.what, () => {
      assert.deepEqual(splitSentences(example.text), example.sentences);
    });
  }
});
