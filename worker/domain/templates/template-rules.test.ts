import { describe, expect, it } from "vitest";
import { planIncludesTemplate, TEMPLATE_TIERS, TIERS } from "../contract";
import { requireTemplateTier, templateTierRefusal } from "./template-rules";

// The one rule behind the template's full text, its PDF and generating from it: the spec gives every
// signed-in tier every template (end-user side, template library); a plan changes the card's action,
// not which templates open (issue 53: Freemium opened 8 of 24 templates, Pay Per Use 18).

describe("templateTierRefusal", () => {
  for (const tier of TIERS) {
    for (const required of TEMPLATE_TIERS) {
      it(`${tier} may use a template requiring ${required}`, () => {
        expect(planIncludesTemplate(tier, required)).toBe(true);
        expect(templateTierRefusal(tier, required)).toBeNull();
        expect(() => requireTemplateTier({ tier }, { requiredTier: required })).not.toThrow();
      });
    }
  }
});
