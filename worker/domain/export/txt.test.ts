import { describe, expect, it } from "vitest";
import { UNICODE_SAMPLE } from "./export-fixtures";
import { renderTxt } from "./txt";

describe("renderTxt", () => {
  it("puts the underlined title above the content", () => {
    expect(renderTxt({ title: "Leave Policy", content: "1. Purpose\r\n\r\nRest well.  \r\n" })).toBe(
      "Leave Policy\n============\n\n1. Purpose\n\nRest well.\n",
    );
  });

  it("does not repeat a title the content already opens with", () => {
    expect(renderTxt({ title: "Leave Policy", content: "LEAVE POLICY\n\n1. Purpose" })).toBe(
      "LEAVE POLICY\n\n1. Purpose\n",
    );
  });

  it("opens a file of text not in force with its marking", () => {
    expect(
      renderTxt({
        title: "Leave Policy",
        content: "1. Purpose",
        marking: "DRAFT — not approved; not the policy in force",
      }),
    ).toBe("DRAFT — not approved; not the policy in force\n\nLeave Policy\n============\n\n1. Purpose\n");
  });

  it("keeps any Unicode and removes control characters", () => {
    expect(renderTxt({ title: "T", content: `${UNICODE_SAMPLE}\u0000` })).toBe(`T\n=\n\n${UNICODE_SAMPLE}\n`);
    expect(renderTxt({ title: " ", content: "" })).toBe("Untitled\n========\n");
  });
});
