import type { ChangeType } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { versionChangeLabels, versionDescription } from "./version-changes";

const version = (
  changeType: ChangeType,
  title: string,
  content: string,
  changeDescription: string | null = null,
) => ({ changeType, changeDescription, title, content });

const before = { title: "Travel Policy", content: "Economy class." };

describe("version history badges show what really changed", () => {
  it("an edit of title and content reads 'Content updated' and 'Title changed'", () => {
    const edit = version(
      "content_updated",
      "Business Travel Policy",
      "Business class.",
      "Content and title updated",
    );
    expect(versionChangeLabels(edit, before)).toEqual(["Content updated", "Title changed"]);
  });

  it("an edit of the content alone, or the title alone, reads just that", () => {
    expect(versionChangeLabels(version("content_updated", before.title, "Business class."), before)).toEqual([
      "Content updated",
    ]);
    expect(
      versionChangeLabels(version("title_changed", "Business Travel Policy", before.content), before),
    ).toEqual(["Title changed"]);
  });

  it("without the version before, the server's description tells", () => {
    const edit = version("content_updated", "B", "b", "Content and title updated");
    expect(versionChangeLabels(edit, null)).toEqual(["Content updated", "Title changed"]);
    expect(versionChangeLabels(version("content_updated", "B", "b", "Content updated"), null)).toEqual([
      "Content updated",
    ]);
  });

  it("every other change keeps its own badge", () => {
    expect(versionChangeLabels(version("created", "A", "a"), null)).toEqual(["Created"]);
    expect(versionChangeLabels(version("status_changed", before.title, before.content), before)).toEqual([
      "Status changed",
    ]);
    expect(versionChangeLabels(version("restored", "Old", "old"), before)).toEqual(["Restored"]);
    // The description alone changed: title and content are the same as before.
    expect(versionChangeLabels(version("content_updated", before.title, before.content), before)).toEqual([
      "Content updated",
    ]);
  });
});

describe("status changes name statuses as every screen does", () => {
  it("never read 'from Generated': 'generated' reads 'Approved'", () => {
    expect(versionDescription("Status changed from Generated to Archived")).toBe(
      "Status changed from Approved to Archived",
    );
    expect(
      versionDescription("Status changed from Generated to Under Review: the approved text was edited"),
    ).toBe("Status changed from Approved to Under Review: the approved text was edited");
    expect(versionDescription("Status changed from Draft to Generated (1 token used)")).toBe(
      "Status changed from Draft to Approved (1 token used)",
    );
  });

  it("leave every other description as written", () => {
    for (const text of [
      "Status changed from Approved to Under Review: the approved text was edited",
      "Generated from template Business Travel Policy",
      "Content and title updated",
      'Title changed to "Generated policies"',
    ]) {
      expect(versionDescription(text)).toBe(text);
    }
    expect(versionDescription(null)).toBeNull();
  });
});
