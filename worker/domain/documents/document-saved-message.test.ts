import { describe, expect, it } from "vitest";
import { documentSavedMessage } from "../contract";

// What the edit's success says (an approved document must not leave force silently when edited).

describe("documentSavedMessage", () => {
  it("says an edit took an approved document out of force, and until when", () => {
    expect(documentSavedMessage("Travel Policy", "approved", "under_review")).toBe(
      "“Travel Policy” was saved. This document is now Under Review and no longer in force until it is approved again.",
    );
    expect(documentSavedMessage("Travel Policy", "generated", "under_review")).toMatch(/no longer in force/);
  });

  it("says only that it was saved when the status stayed, and the new status when it moved otherwise", () => {
    expect(documentSavedMessage("Draft", "draft", "draft")).toBe("“Draft” was saved.");
    expect(documentSavedMessage("Draft", "draft", "under_review")).toBe(
      "“Draft” was saved and is now Under Review.",
    );
  });
});
