// Tests that parts of a pattern occur in order, each part a small pattern of its own: what one
// pattern `A.*B` or `A.{0,30}B` said, read in linear time (decision 034). Pure.

export const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * A test that the parts occur in order on one line of the text, anything between them ("add … 5 …
 * and … 3"): each part searched from where the one before ended. Linear, where one pattern
 * `A.*B.*C` backtracked cubically (decision 034); the earliest end of each part leaves the most
 * room for the next, so it finds what that pattern found.
 */
export function inOrderOnOneLine(...parts: RegExp[]): { test(text: string): boolean } {
  // linear-pattern: each part is a literal checked where it is written; only the g flag is added.
  const searches = parts.map((part) => new RegExp(part.source, `${part.flags}g`));
  return {
    test: (text) =>
      text.split(LINE_BREAK).some((line) => {
        let at = 0;
        for (const search of searches) {
          search.lastIndex = at;
          const found = search.exec(line);
          if (!found) return false;
          at = found.index + found[0].length;
        }
        return true;
      }),
  };
}

/**
 * A test that the parts occur in order with nothing but a line's characters between them, exactly
 * as `A.*B.*C` said ("5 km … in miles"): unlike inOrderOnOneLine, a part may itself run over a line
 * break (`\s`); the gap before the next may not. Read from the end: for each place, whether the parts from the i-th on
 * can follow from there, so each part is tried once at each place (linear, where the one pattern
 * backtracked cubically: decision 034). Each part is taken to match in one way from a given place,
 * as the literals passed here do.
 */
export function inOrder(...parts: RegExp[]): { test(text: string): boolean } {
  // linear-pattern: each part is a literal checked where it is written; only the y flag is added.
  const anchored = parts.map((part) => new RegExp(part.source, `${part.flags}y`));
  return {
    test: (text) => {
      // Most texts lack a part: one search each answers them.
      if (!parts.every((part) => part.test(text))) return false;
      // follows[x]: the parts after the current one can follow from x.
      let follows: boolean[] | null = null;
      for (let i = parts.length - 1; i >= 0; i--) {
        const part = anchored[i]!;
        const from = new Array<boolean>(text.length + 1).fill(false);
        for (let x = text.length; x >= 0; x--) {
          part.lastIndex = x;
          const found = part.exec(text);
          const startsHere = found !== null && (follows === null || follows[x + found[0].length] === true);
          // The first part may start anywhere; a later one after a gap of one line's characters.
          from[x] =
            startsHere || (i > 0 && x < text.length && !LINE_BREAK.test(text[x]!) && from[x + 1] === true);
        }
        if (i === 0) return from.includes(true);
        follows = from;
      }
      return false;
    },
  };
}

/**
 * A test that the parts occur in order, each starting at most so many characters after the one
 * before ended, the characters between them all of `gap` (`A.{0,30}B.{0,20}C`: gap `.`, any but a
 * line break). The first part is searched once; each next one is tried, anchored, at each place the
 * gap allows: linear, where the one pattern read up to 30 × 20 characters from every place A could
 * start and its checker could not tell (decision 034).
 */
export function nearInOrder(
  gap: RegExp,
  first: RegExp,
  ...rest: Array<[within: number, part: RegExp]>
): { test(text: string): boolean } {
  // linear-pattern: a literal checked where it is written; only the g flag is added.
  const search = new RegExp(first.source, `${first.flags}g`);
  // linear-pattern: each part is a literal checked where it is written; only the y flag is added.
  const anchored = rest.map(([within, part]) => [within, new RegExp(part.source, `${part.flags}y`)] as const);
  return {
    test: (text) => {
      // Whether the parts from the i-th on follow from a place: each place and part is tried once.
      const known = new Map<number, boolean>();
      const restFrom = (from: number, i: number): boolean => {
        const next = anchored[i];
        if (!next) return true;
        const key = i * (text.length + 1) + from;
        const seen = known.get(key);
        if (seen !== undefined) return seen;
        const [within, part] = next;
        let follows = false;
        for (let at = from; !follows && at <= from + within && at <= text.length; at++) {
          if (at > from && !gap.test(text[at - 1]!)) break;
          part.lastIndex = at;
          const found = part.exec(text);
          follows = found !== null && restFrom(at + found[0].length, i + 1);
        }
        known.set(key, follows);
        return follows;
      };
      for (const found of text.matchAll(search)) if (restFrom(found.index + found[0].length, 0)) return true;
      return false;
    },
  };
}
/** What `.` matches: any character but a line break. */
export const ANY = /[^\n\r\u2028\u2029]/;
