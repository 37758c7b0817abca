import { Link } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../button-styles";
import { CheckIcon } from "../icons";

interface Plan {
  name: string;
  price: string;
  summary: string;
  contents: string[];
  highlighted?: boolean;
}

// The pricing table of the spec (section 1), word for word.
const PLANS: Plan[] = [
  {
    name: "Freemium",
    price: "Free",
    summary: "For small teams getting started.",
    contents: ["Basic template library", "Download policy documents", "Email verification", "Up to 5 users"],
  },
  {
    name: "Pay-per-Document",
    price: "Contact sales",
    summary: "Pay only for the documents you approve.",
    contents: [
      "Everything in Freemium",
      "Document storage and versioning",
      "Custom AI generation",
      "Legal team review",
    ],
    highlighted: true,
  },
  {
    name: "Enterprise",
    price: "Contact sales",
    summary: "For organisations that run on their policies.",
    contents: [
      "Everything in Pay-per-Document",
      "AI policy assistant",
      "Slack bot integration",
      "Unlimited users",
      "Document import",
    ],
  },
];

export function PricingPlans() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="border-y border-slate-200 bg-slate-100/60 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
            Simple, transparent pricing
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            Start free and upgrade when your team is ready.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={`${cardStyles} flex flex-col p-6 ${plan.highlighted ? "ring-2 ring-indigo-600" : ""}`}
            >
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.summary}</p>
              <p className="mt-4 text-3xl font-bold tracking-tight">{plan.price}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.contents.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <Link
                to="/login"
                className={`mt-8 ${plan.highlighted ? buttonStyles.primary : buttonStyles.secondary}`}
                aria-label={`Get started with ${plan.name}`}
              >
                Get Started
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
