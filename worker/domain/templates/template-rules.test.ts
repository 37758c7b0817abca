import { describe, expect, it } from "vitest";
import {
  AppError,
  mayGenerateFromTemplate,
  mayViewTemplate,
  TEMPLATE_TIERS,
  TIERS,
  type Tier,
} from "../contract";
import { requireTemplateGeneration, templateGenerationRefusal } from "./template-rules";

// Two rules: every signed-in plan reads and downloads every template; generating from (customizing)
// a template needs a plan that includes the template's requiredTier.

const GENERATES_FROM: Record<Tier, readonly Tier[]> = {
  freemium: ["freemium"],
  per_document: ["freemium", "per_document"],
  enterprise: ["freemium", "per_document", "enterprise"],
  system_admin: ["freemium", "per_document", "enterprise"],
};

describe("mayViewTemplate", () => {
  for (const tier of TIERS) {
    it(`${tier} may open and download every template, whatever it requires`, () => {
      expect(mayViewTemplate(tier)).toBe(true);
    });
  }

  it("a visitor may not (the public cards' previews only)", () => {
    expect(mayViewTemplate(null)).toBe(false);
  });
});

describe("templateGenerationRefusal", () => {
  for (const tier of TIERS) {
    for (const required of TEMPLATE_TIERS) {
      const included = GENERATES_FROM[tier].includes(required);
      it(`${tier} ${included ? "may" : "may not"} generate from a template requiring ${required}`, () => {
        expect(mayGenerateFromTemplate(tier, required)).toBe(included);
        const refusal = templateGenerationRefusal(tier, required);
        if (included) expect(refusal).toBeNull();
        else expect(refusal).toEqual(expect.any(AppError));
      });
    }
  }

  it("Pay Per Use may download an Enterprise template but not generate from it", () => {
    expect(mayViewTemplate("per_document")).toBe(true);
    expect(mayGenerateFromTemplate("per_document", "enterprise")).toBe(false);
  });

  it("names the plan the template requires, as people read it", () => {
    expect(templateGenerationRefusal("freemium", "enterprise")).toMatchObject({
      code: "forbidden",
      message: "This template requires the Enterprise plan.",
    });
    expect(templateGenerationRefusal("freemium", "per_document")?.message).toBe(
      "This template requires the Pay Per Use plan.",
    );
    expect(() =>
      requireTemplateGeneration({ tier: "per_document" }, { requiredTier: "enterprise" }),
    ).toThrowError("This template requires the Enterprise plan.");
    expect(() =>
      requireTemplateGeneration({ tier: "enterprise" }, { requiredTier: "enterprise" }),
    ).not.toThrow();
  });
});
