import { describe, expect, it } from "vitest";
import { inferDocumentCategory, scoreCategories } from "./infer-document-category";

describe("inferDocumentCategory", () => {
  it.each([
    ["hr", "Parental Leave", "Employees may take parental leave. Maternity and paternity leave are paid."],
    ["travel", "Business Travel", "Book flights and hotels through the travel desk. Mileage is paid per km."],
    ["finance", "Expense Claims", "Submit expenses with an invoice for reimbursement within the budget."],
    ["it", "Password Policy", "Passwords must be 14 characters. Use the VPN and report phishing."],
    ["legal", "Data Protection", "We process personal data under GDPR. Privacy and confidentiality apply."],
  ])("files a %s policy under its category", (category, title, text) => {
    expect(inferDocumentCategory(text, title)).toBe(category);
  });

  it("counts the title three times", () => {
    expect(scoreCategories("one password", "Travel").travel).toBe(3);
    expect(inferDocumentCategory("one password and one laptop", "Travel")).toBe("travel");
  });

  it("matches whole words and phrases only", () => {
    expect(scoreCategories("leaver cleave sleeve").hr).toBe(0);
    expect(scoreCategories("leaves").hr).toBe(1);
    expect(scoreCategories("remote   work and remote\nwork").hr).toBe(2);
  });

  it("files a text without clear keywords under other", () => {
    expect(inferDocumentCategory("Meeting notes from Tuesday.", "Notes")).toBe("other");
    expect(inferDocumentCategory("One mention of a hotel.")).toBe("other");
  });
});
