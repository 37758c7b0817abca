import { diffLines } from "diff";
import type { VersionDifference } from "../contract";

/** Past this many changed lines (or this many milliseconds) the comparison gives up on detail: one whole-text change. */
const MAX_EDIT_LENGTH = 2000;
const DIFF_TIMEOUT_MS = 1000;

/**
 * The line differences between an older and a newer text, as the Compare Versions dialog lists them.
 * A removed run directly followed by an added run is one `changed` entry. `position` is the 1-based
 * line where the difference starts in the newer text (in the older text for a removal).
 */
export function compareContents(older: string, newer: string): VersionDifference[] {
  if (older === newer) return [];
  const changes = diffLines(older, newer, {
    ignoreNewlineAtEof: true,
    stripTrailingCr: true,
    maxEditLength: MAX_EDIT_LENGTH,
    timeout: DIFF_TIMEOUT_MS,
  });
  if (!changes) {
    const text = { oldContent: withoutFinalNewline(older), newContent: withoutFinalNewline(newer) };
    return [{ type: "changed", content: text.newContent, ...text, position: 1 }];
  }

  const differences: VersionDifference[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    const next = changes[i + 1];
    if (change.removed && next?.added) {
      const oldContent = withoutFinalNewline(change.value);
      const newContent = withoutFinalNewline(next.value);
      differences.push({ type: "changed", content: newContent, oldContent, newContent, position: newLine });
      oldLine += change.count;
      newLine += next.count;
      i++;
    } else if (change.removed) {
      differences.push({ type: "removed", content: withoutFinalNewline(change.value), position: oldLine });
      oldLine += change.count;
    } else if (change.added) {
      differences.push({ type: "added", content: withoutFinalNewline(change.value), position: newLine });
      newLine += change.count;
    } else {
      oldLine += change.count;
      newLine += change.count;
    }
  }
  return differences;
}

function withoutFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, "");
}
