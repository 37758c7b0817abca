import { Glyph } from "../icon-sprite";
import { categoryStyle } from "./category-style";

/** The template's category, uppercased, in its category colour. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset ${categoryStyle(category).badge}`}
    >
      {category.toUpperCase()}
    </span>
  );
}

/** The category icon on a tinted tile (decorative: the badge names the category). */
export function CategoryIconTile({ category }: { category: string }) {
  const style = categoryStyle(category);
  return (
    <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${style.tile}`}>
      <Glyph name={style.glyph} className="size-5" />
    </span>
  );
}
