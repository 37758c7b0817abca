import { Link } from "@remix-run/react";

/** A page's heading under a link back to the screen it belongs to ("← Document Library"). */
export function BackLinkHeading({
  to,
  back,
  heading,
  subtitle,
}: {
  to: string;
  /** The screen the link returns to, as its title reads. */
  back: string;
  heading: string;
  subtitle?: string | null;
}) {
  return (
    <div>
      <Link
        to={to}
        className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        ← {back}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
      {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
    </div>
  );
}
