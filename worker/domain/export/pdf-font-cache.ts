// What the PDF renderer keeps between exports. pdf-lib asks fontkit to parse the TrueType bytes on
// every embedFont and then shapes every drawn line and measured word with fontkit's OpenType
// layout (GSUB/GPOS lookups): for a 50-page policy that shaping was ~90 % of the export. Both
// depend only on the font bytes and the text, so they are kept per font for the life of the
// isolate (the Worker's, or the browser tab's): the parsed font, and the glyphs of each word.
// The subset itself stays per document (it holds only the glyphs that document draws).
import fontkit from "@pdf-lib/fontkit";

type Fontkit = typeof fontkit;
type FontkitFont = ReturnType<Fontkit["create"]>;
type Glyph = ReturnType<FontkitFont["layout"]>["glyphs"][number];

/** Words shaped per font before the cache starts over (a word is a few glyph references). */
const MAX_CACHED_WORDS = 50_000;

/**
 * Latin, Greek, Cyrillic, Armenian and the common symbol blocks: left-to-right scripts whose
 * shaping (ligatures, marks) never reaches across a space, so a line's glyphs are its words'
 * glyphs joined by the space glyph. Any other character (Hebrew, Arabic, Indic scripts…) sends the
 * whole line through fontkit's layout as before.
 */
function isWordShapable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x0590 && code < 0x2000) return false; // RTL and complex scripts, up to general punctuation
    if (code >= 0xd800 && code < 0xe000) return false; // surrogates: astral characters, shaped as a whole line
    if (code >= 0xfb1d && code < 0xfe00) return false; // Hebrew and Arabic presentation forms
    if (code >= 0xfe70 && code < 0xff00) return false;
  }
  return true;
}

/** A parsed font that shapes each distinct word once, then reuses its glyphs. */
function withWordCache(font: FontkitFont): FontkitFont {
  const words = new Map<string, Glyph[]>();
  const shape = (text: string): Glyph[] => font.layout(text).glyphs;
  const glyphsOf = (word: string): Glyph[] => {
    let glyphs = words.get(word);
    if (!glyphs) {
      if (words.size >= MAX_CACHED_WORDS) words.clear();
      glyphs = shape(word);
      words.set(word, glyphs);
    }
    return glyphs;
  };
  // The cached font inherits everything from fontkit's (tables, cmap, createSubset), so pdf-lib
  // sees the same font; only `layout` is answered from the cache. pdf-lib reads only `glyphs`.
  const cached = Object.create(font) as FontkitFont;
  Object.defineProperty(cached, "layout", {
    value(text: string, features?: unknown) {
      if (features !== undefined || !isWordShapable(text)) {
        return (font.layout as (t: string, f?: unknown) => ReturnType<FontkitFont["layout"]>)(text, features);
      }
      const glyphs: Glyph[] = [];
      const parts = text.split(" ");
      for (let i = 0; i < parts.length; i++) {
        if (i > 0) glyphs.push(...glyphsOf(" "));
        if (parts[i]) glyphs.push(...glyphsOf(parts[i]!));
      }
      return { glyphs };
    },
  });
  return cached;
}

const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * The fontkit pdf-lib is given (`pdf.registerFontkit`): fonts are parsed once per byte array and
 * keep their shaped words. Callers pass the same `Uint8Array` for every export (the Worker's fonts
 * are module constants; the browser fetches them once per page load).
 */
export const cachingFontkit = {
  create(data: Uint8Array, postscriptName?: string): FontkitFont {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) {
      font = withWordCache(fontkit.create(data));
      parsedFonts.set(data, font);
    }
    return font;
  },
} as Fontkit;
