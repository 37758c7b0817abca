import {
  addCommentBody,
  enterpriseInquiryBody,
  generateDocumentBody,
  requestEmailChangeBody,
  tokenRequestBody,
  updateProfileBody,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { controlOf, generateRequestInput } from "../generate/generate-request";
import { tokenRequestInput } from "../tokens/token-request-values";
import { checkWithSchema, fieldErrorsFrom } from "./use-schema-form";

describe("a form's field errors", () => {
  it("shows each field's first message, as the API's 400 answer does", () => {
    expect(
      fieldErrorsFrom([
        { path: ["title"], message: "Title is required" },
        { path: ["title"], message: "Title is at most 200 characters" },
        { path: ["content"], message: "Content is required" },
      ]),
    ).toEqual({ title: "Title is required", content: "Content is required" });
  });

  it("puts a nested issue under its top-level field, and a body-wide one under ''", () => {
    expect(
      fieldErrorsFrom([
        { path: ["contact", "email"], message: "Valid email address required" },
        { path: [], message: "Invalid input" },
      ]),
    ).toEqual({ contact: "Valid email address required", "": "Invalid input" });
  });

  it("shows a message at the control the form chooses", () => {
    const controlOf = (field: string) =>
      field === "templateId" || field === "templateType" ? "template" : "form";
    expect(
      fieldErrorsFrom(
        [
          { path: ["templateType"], message: "Choose a template" },
          { path: ["templateId"], message: "Unknown template" },
          { path: ["effectiveDate"], message: "Invalid date" },
        ],
        controlOf,
      ),
    ).toEqual({ template: "Choose a template", form: "Invalid date" });
  });
});

describe("the contract's messages reach the form", () => {
  it("Request Additional Tokens: every missing answer is named", () => {
    const check = checkWithSchema(
      tokenRequestBody,
      tokenRequestInput({
        requestedTokens: "",
        businessJustification: "short",
        urgency: "",
        contactEmail: "not-an-email",
        contactPhone: "",
      }),
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        requestedTokens: "Must request at least 1 token",
        businessJustification: "Please provide a detailed business justification (minimum 10 characters)",
        urgency: "Please select urgency level",
        contactEmail: "Valid email address required",
      },
    });
  });

  it("Request Additional Tokens: a complete request is the API's body", () => {
    const check = checkWithSchema(
      tokenRequestBody,
      tokenRequestInput({
        requestedTokens: "25",
        businessJustification: "Quarterly policy refresh for finance.",
        urgency: "medium",
        contactEmail: "finance@example.test",
        contactPhone: "",
      }),
    );
    expect(check.ok).toBe(true);
    expect(check.ok && check.data.requestedTokens).toBe(25);
  });

  it("Edit Profile: a blank name is required, a long one too long", () => {
    expect(checkWithSchema(updateProfileBody, { firstName: " ", lastName: "x".repeat(101) })).toEqual({
      ok: false,
      errors: { firstName: "First name is required", lastName: "Last name is at most 100 characters" },
    });
  });

  it("Change Email and the inquiry: a malformed address", () => {
    expect(checkWithSchema(requestEmailChangeBody, { newEmail: "ada@" })).toEqual({
      ok: false,
      errors: { newEmail: "Please enter a valid email address" },
    });
    const inquiry = checkWithSchema(enterpriseInquiryBody, {
      fullName: "Ada",
      email: "ada@",
      company: "Acme",
      companySize: "1-10",
      inquiryType: "ai_assistant",
    });
    expect(inquiry.ok ? null : inquiry.errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("Add a comment: an empty comment is refused with the contract's message", () => {
    const check = checkWithSchema(addCommentBody, { comment: "   ", commentType: "general" });
    expect(check.ok).toBe(false);
    expect(check.ok ? null : Object.keys(check.errors)).toEqual(["comment"]);
  });
});

describe("the generate form", () => {
  const templates = [
    {
      id: 3,
      name: "Remote Work",
      description: "",
      category: "hr",
      requiredTier: "per_document",
      usageCount: 0,
    },
  ] as const;
  const values = { templateId: "", companyName: "Acme", department: "hr", requirements: "" };

  it("reports a missing template at the Policy Template control", () => {
    const check = checkWithSchema(
      generateDocumentBody,
      generateRequestInput(values, templates, "2026-03-14"),
      controlOf,
    );
    expect(check.ok ? [] : Object.keys(check.errors)).toEqual(["template"]);
  });

  it("sends the chosen template's category and id, and no blank requirements", () => {
    const check = checkWithSchema(
      generateDocumentBody,
      generateRequestInput({ ...values, templateId: "3", requirements: "  " }, templates, "2026-03-14"),
      controlOf,
    );
    expect(check.ok && check.data).toMatchObject({
      templateType: "hr",
      templateId: 3,
      companyName: "Acme",
      requirements: null,
      effectiveDate: "2026-03-14",
    });
  });

  it("puts messages for fields without a control above the form", () => {
    expect(controlOf("templateId")).toBe("template");
    expect(controlOf("effectiveDate")).toBe("form");
    expect(controlOf("constructor")).toBe("form");
  });
});
