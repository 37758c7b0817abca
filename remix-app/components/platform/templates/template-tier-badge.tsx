import { TEMPLATE_TIER_LABELS, type Tier } from "@charterly/domain/contract";
import { Badge, type BadgeTone } from "../../badges";

const tones: Record<Tier, BadgeTone> = {
  freemium: "slate",
  per_document: "amber",
  enterprise: "indigo",
  system_admin: "violet",
};

/** The plan a template requires, as the template screens name it (Pay Per Document). */
export function TemplateTierBadge({ tier }: { tier: Tier }) {
  const label = tier === "system_admin" ? "System Admin" : TEMPLATE_TIER_LABELS[tier];
  return (
    <Badge tone={tones[tier]} title={`Requires the ${label} plan`}>
      {label}
    </Badge>
  );
}
