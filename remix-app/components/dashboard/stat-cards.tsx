import { Link } from "@remix-run/react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { buttonStyles, cardStyles, linkStyles } from "../button-styles";
import {
  ArrowRightIcon,
  ChatIcon,
  CheckCircleIcon,
  CrossCircleIcon,
  DocumentIcon,
  LibraryIcon,
} from "../icons";

interface StatCardsProps {
  documentCount: number;
  templateCount: number;
  assistantAvailable: boolean;
  onLearnMore: () => void;
}

/** Your Documents, Available Templates and AI Assistant. */
export function StatCards({ documentCount, templateCount, assistantAvailable, onLearnMore }: StatCardsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard title="Your Documents" icon={DocumentIcon}>
        <p className="text-3xl font-bold">{documentCount.toLocaleString("en-US")}</p>
        <Link to="/documents" className={`${linkStyles} mt-3 inline-flex items-center gap-1 text-sm`}>
          View documents
          <ArrowRightIcon className="size-4" />
        </Link>
      </StatCard>

      <StatCard title="Available Templates" icon={LibraryIcon}>
        <p className="text-3xl font-bold">{templateCount.toLocaleString("en-US")}</p>
        <Link to="/templates" className={`${linkStyles} mt-3 inline-flex items-center gap-1 text-sm`}>
          Browse templates
          <ArrowRightIcon className="size-4" />
        </Link>
      </StatCard>

      <StatCard title="AI Assistant" icon={ChatIcon}>
        {assistantAvailable ? (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-emerald-700 dark:text-emerald-300">
              <CheckCircleIcon className="size-6" />
              Available
            </p>
            <Link to="/chat" className={`${linkStyles} mt-3 inline-flex items-center gap-1 text-sm`}>
              Open assistant
              <ArrowRightIcon className="size-4" />
            </Link>
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-slate-600 dark:text-slate-300">
              <CrossCircleIcon className="size-6 text-red-600 dark:text-red-400" />
              Upgrade to unlock
            </p>
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-3 px-3 py-1.5`}
              onClick={onLearnMore}
            >
              Learn More
            </button>
          </>
        )}
      </StatCard>
    </div>
  );
}

function StatCard({
  title,
  icon: CardIcon,
  children,
}: {
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
}) {
  return (
    <section className={`${cardStyles} p-5`} aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h2>
        <CardIcon className="size-5 text-indigo-600 dark:text-indigo-400" />
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}
