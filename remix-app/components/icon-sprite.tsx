// The icons repeated on every row of a list (the document actions), as one SVG sprite: the shapes
// are written once per page (<IconSprite />, in the app shell) and each row points at them with
// <use>, instead of carrying its own copy of the path data.

const GLYPHS = {
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  pencil: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l4 2" />
    </>
  ),
  compare: (
    <>
      <path d="M4 7h15M15 3l4 4-4 4" />
      <path d="M20 17H5M9 13l-4 4 4 4" />
    </>
  ),
  comment: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  download: <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
  trash: (
    <>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  // 'Who has read it': a person with a check mark.
  readers: (
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 11l2 2 4-4" />
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** The symbols, once per page (hidden; the glyphs draw them). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(GLYPHS).map(([name, shape]) => (
        <symbol key={name} id={`g-${name}`} viewBox="0 0 24 24">
          <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            {shape}
          </g>
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A sprite icon. Decorative and unnamed on purpose: it goes inside a control named by its own
 * aria-label (whose name replaces its content), sized by that control's styles (`.ib`) or by
 * `className`.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative inside a control named by its aria-label (whose name replaces its content); 50 rows × 7 glyphs keep aria-hidden off the page weight.
    <svg className={className}>
      <use href={`#g-${name}`} />
    </svg>
  );
}
