import { describe, expect, it } from "vitest";
import { AppError, planIncludesTemplate, TEMPLATE_TIERS, TIERS, type Tier } from "../contract";
import { requireTemplateTier, templateTierRefusal } from "./template-rules";

// The one rule behind the template's full text, its PDF and generating from it: a plan includes the
// templates that require it or a lower plan.

const INCLUDED: Record<Tier, readonly Tier[]> = {
  freemium: ["freemium"],
  per_document: ["freemium", "per_document"],
  enterprise: ["freemium", "per_document", "enterprise"],
  system_admin: ["freemium", "per_document", "enterprise"],
};

describe("templateTierRefusal", () => {
  for (const tier of TIERS) {
    for (const required of TEMPLATE_TIERS) {
      const included = INCLUDED[tier].includes(required);
      it(`${tier} ${included ? "may" : "may not"} use a template requiring ${required}`, () => {
        expect(planIncludesTemplate(tier, required)).toBe(included);
        const refusal = templateTierRefusal(tier, required);
        if (included) expect(refusal).toBeNull();
        else expect(refusal).toEqual(expect.any(AppError));
      });
    }
  }

  it("names the plan the template requires, as people read it", () => {
    expect(templateTierRefusal("freemium", "enterprise")).toMatchObject({
      code: "forbidden",
      message: "This template requires the Enterprise plan.",
    });
    expect(templateTierRefusal("freemium", "per_document")?.message).toBe(
      "This template requires the Pay Per Use plan.",
    );
    expect(() => requireTemplateTier({ tier: "per_document" }, { requiredTier: "enterprise" })).toThrowError(
      "This template requires the Enterprise plan.",
    );
    expect(() => requireTemplateTier({ tier: "enterprise" }, { requiredTier: "enterprise" })).not.toThrow();
  });
});
