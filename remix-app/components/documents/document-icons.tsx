import type { SVGProps } from "react";
import { Icon } from "../icons";

export { DownloadIcon, EyeIcon, PencilIcon, SearchIcon } from "../icons";

// Stroke icons for the document actions, on the shared Icon base (size-4 where the caller sets it).
// Decorative: every button using one carries its own accessible name.

type IconProps = SVGProps<SVGSVGElement>;

export const CompareIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M4 7h15M15 3l4 4-4 4" />
    <path d="M20 17H5M9 13l-4 4 4 4" />
  </Icon>
);

export const CommentIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);

export const UploadIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5M12 3v12" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const RestoreIcon = (p: IconProps) => (
  <Icon className="size-4" {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Icon>
);
