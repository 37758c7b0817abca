import { Link } from "@remix-run/react";
import { LogoIcon } from "./icons";

export const PRODUCT_NAME = "Charterly";

/** The product name with its mark, linking home. */
export function Brand() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <span className="grid size-8 place-items-center rounded-md bg-indigo-600 text-white">
        <LogoIcon className="size-5" />
      </span>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
