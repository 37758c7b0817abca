import {
  type CustomerCompanyDto,
  companyTierLabel,
  SYSTEM_COMPANY_ID,
  SYSTEM_COMPANY_TIER_MESSAGE,
  TIERS,
  type Tier,
  tiersFor,
} from "@charterly/domain/contract";
import { Badge, type BadgeTone } from "../../badges";
import { fieldStyles } from "../../ui/form-field";

// How a company's plan reads in Customer Management: company 10001 keeps its own label
// ('System Admin (Platform)', spec §9), and the select offers only the plans the company may have.

const tierTones: Record<Tier, BadgeTone> = {
  freemium: "slate",
  per_document: "amber",
  enterprise: "indigo",
  system_admin: "violet",
};

export function CompanyTierBadge({
  company,
}: {
  company: Pick<CustomerCompanyDto, "id" | "subscriptionTier">;
}) {
  return (
    <Badge tone={tierTones[company.subscriptionTier]}>
      {companyTierLabel(company.id, company.subscriptionTier)}
    </Badge>
  );
}

/**
 * A plan select for one company (the list's inline change, the customer edit dialog): the four
 * plans, those the company may not move to shown but disabled (System Admin is company 10001's
 * alone, and 10001 never leaves it).
 */
export function TierSelect({
  id,
  name,
  companyId,
  value,
  label,
  disabled,
  onChange,
  className = "",
  ...aria
}: {
  id?: string;
  /** The form field's name, when the select is part of a form posted to a route action. */
  name?: string;
  companyId: number;
  value: Tier;
  /** The accessible name when no visible label points at it. */
  label?: string;
  disabled?: boolean;
  onChange: (tier: Tier) => void;
  className?: string;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}) {
  const allowed = tiersFor(companyId);
  const locked = companyId === SYSTEM_COMPANY_ID;
  return (
    <>
      {/* A disabled select is not sent with its form: the plan it shows is. */}
      {name && (disabled || locked) ? <input type="hidden" name={name} value={value} /> : null}
      <select
        id={id}
        name={name}
        aria-label={label}
        value={value}
        disabled={disabled || locked}
        title={locked ? SYSTEM_COMPANY_TIER_MESSAGE : undefined}
        onChange={(event) => onChange(event.target.value as Tier)}
        className={`${fieldStyles} ${className}`}
        {...aria}
      >
        {TIERS.map((tier) => (
          <option key={tier} value={tier} disabled={tier !== value && !allowed.includes(tier)}>
            {companyTierLabel(companyId, tier)}
          </option>
        ))}
      </select>
    </>
  );
}
