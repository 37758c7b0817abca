import type { ComponentType, SVGProps } from "react";
import { cardStyles } from "../button-styles";
import { ChatIcon, HistoryIcon, LibraryIcon, SlackIcon, SparklesIcon, UsersIcon } from "../icons";

interface Feature {
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const FEATURES: Feature[] = [
  {
    title: "AI Document Generation",
    text: "Generate tailored policy documents from proven templates in minutes, written for your company.",
    icon: SparklesIcon,
  },
  {
    title: "Team Collaboration",
    text: "Work together with role-based access: admins manage the company, users create and review documents.",
    icon: UsersIcon,
  },
  {
    title: "Automatic Versioning",
    text: "Every change is saved as a new version, with an audit trail and change tracking you can compare.",
    icon: HistoryIcon,
  },
  {
    title: "AI Policy Assistant",
    text: "Ask questions about your policies and get clear answers grounded in your own documents.",
    icon: ChatIcon,
  },
  {
    title: "Slack Integration",
    text: "Let your team ask policy questions right where they already work, in your Slack channels.",
    icon: SlackIcon,
  },
  {
    title: "Template Library",
    text: "Start from a library of HR, travel, finance, IT and legal policy templates.",
    icon: LibraryIcon,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
          Everything your policies need
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          From the first draft to the approved version, in one place.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className={`${cardStyles} p-6`}>
            <span className="grid size-10 place-items-center rounded-md bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <feature.icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
