// Shared class names so links and buttons that act alike look alike. The styles themselves are
// component classes in tailwind.css (`.btn`, `.btn-primary`, `.card`…): a page of 24 template cards
// or 50 rows carries a short class per button instead of ~300 characters of utilities (decision 018).
// Utilities added at a call site (`px-3 py-1.5`, `grow`) win over them: components come first in
// the stylesheet's layers.

export const buttonStyles = {
  primary: "btn btn-md btn-primary",
  secondary: "btn btn-md btn-secondary",
  danger: "btn btn-md btn-danger",
  dangerOutline: "btn btn-md btn-danger-outline",
  ghost: "btn btn-ghost",
  icon: "btn btn-icon",
} as const;

/** The same buttons, smaller, for table rows. */
export const smallButtonStyles = {
  primary: "btn btn-sm btn-primary",
  secondary: "btn btn-sm btn-secondary",
  dangerOutline: "btn btn-sm btn-danger-outline",
} as const;

export const linkStyles = "link";

export const cardStyles = "card";
