/** `%` and `_` in what the person typed are literal characters, not wildcards (with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
