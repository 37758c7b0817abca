import { describe, expect, it } from "vitest";
import { summariesOfSteps } from "./version-in-force";

const TEXT = "1. Scope\n\nAll staff. All sites.";
const EDITED = "1. Scope\n\nAll staff. Head office only.";
const SCOPE_CHANGE = {
  heading: "1. Scope",
  change: "changed",
  removedSentences: ["All sites."],
  addedSentences: ["Head office only."],
};

describe("summariesOfSteps", () => {
  it("compares every step of a write with the version in force before the write", () => {
    const [edited, statusChanged] = summariesOfSteps({ version: 4, content: TEXT }, 5, [
      { content: EDITED, status: "under_review" },
      { content: EDITED, status: "under_review" },
    ]);
    expect(edited).toEqual({ sinceVersion: 4, sections: [SCOPE_CHANGE], omitted: 0 });
    expect(statusChanged).toEqual(edited);
  });

  it("compares a step with an earlier step of the same write once that one is in force", () => {
    const [approved, archived] = summariesOfSteps({ version: 1, content: TEXT }, 2, [
      { content: EDITED, status: "approved" },
      { content: EDITED, status: "archived" },
    ]);
    expect(approved).toEqual({ sinceVersion: 1, sections: [SCOPE_CHANGE], omitted: 0 });
    expect(archived).toEqual({ sinceVersion: 2, sections: [], omitted: 0 });
  });

  it("compares with nothing when no version was ever in force", () => {
    const [first] = summariesOfSteps(null, 2, [{ content: EDITED, status: "draft" }]);
    expect(first).toEqual({
      sinceVersion: null,
      sections: [{ heading: "1. Scope", change: "added", removedSentences: [], addedSentences: [] }],
      omitted: 0,
    });
  });
});
