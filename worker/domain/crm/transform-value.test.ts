import { describe, expect, it } from "vitest";
import { transformValue } from "./transform-value";

describe("a mapped value as Salesforce gets it", () => {
  it("applies trim, upper and lower, and leaves empty values empty for the default to apply", () => {
    expect(transformValue("  Ada  ", "string", { kind: "trim" })).toBe("Ada");
    expect(transformValue("ada", "string", { kind: "upper" })).toBe("ADA");
    expect(transformValue("Ada@Example.TEST", "string", { kind: "lower" })).toBe("ada@example.test");
    expect(transformValue("   ", "string", { kind: "upper" })).toBeNull();
    expect(transformValue(null, "string", null)).toBeNull();
  });

  it("formats dates as the rule says, and as YYYY-MM-DD for a date field without one", () => {
    const signedUp = "2026-03-07T22:15:00.000Z";
    expect(transformValue(signedUp, "date", null)).toBe("2026-03-07");
    expect(transformValue(signedUp, "string", { kind: "date", format: "MM/DD/YYYY" })).toBe("03/07/2026");
    expect(transformValue(signedUp, "string", { kind: "date", format: "DD/MM/YYYY" })).toBe("07/03/2026");
    expect(transformValue(signedUp, "string", { kind: "date", format: "ISO" })).toBe(signedUp);
    expect(transformValue("not a date", "date", null)).toBeNull();
  });

  it("maps picklist values and passes values the map does not name through", () => {
    const rule = {
      kind: "picklist" as const,
      map: { per_document: "Pay Per Use", enterprise: "Enterprise" },
    };
    expect(transformValue("per_document", "picklist", rule)).toBe("Pay Per Use");
    expect(transformValue("freemium", "picklist", rule)).toBe("freemium");
    expect(transformValue("__proto__", "picklist", rule)).toBe("__proto__");
  });

  it("gives a website without a scheme https:// and lower-cases e-mail addresses", () => {
    expect(transformValue("northwind.example", "url", { kind: "trim" })).toBe("https://northwind.example");
    expect(transformValue("http://old.example", "url", null)).toBe("http://old.example");
    expect(transformValue("Eli@Northwind.Example", "email", null)).toBe("eli@northwind.example");
  });
});
