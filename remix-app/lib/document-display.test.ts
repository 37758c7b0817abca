import {
  DOCUMENT_STATUSES,
  DOWNLOAD_RESTRICTED_TITLE,
  isInForce,
  NOT_IN_FORCE_DOWNLOAD_MESSAGE,
  PENDING_APPROVAL_DOWNLOAD_MESSAGE,
  TIERS,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { downloadRestrictionFor } from "./document-display";
import { exportFileName } from "./document-export";

describe("which documents can be downloaded (decision 009, amended)", () => {
  it("lets text in force go on every plan: approved and generated", () => {
    for (const tier of TIERS) {
      expect(downloadRestrictionFor("approved", tier)).toBeNull();
      expect(downloadRestrictionFor("generated", tier)).toBeNull();
    }
  });

  it("keeps the spec's wording and the button's name for a document pending approval, on every plan", () => {
    for (const tier of TIERS) {
      expect(downloadRestrictionFor("pending_approval", tier)).toEqual({
        title: DOWNLOAD_RESTRICTED_TITLE,
        description: PENDING_APPROVAL_DOWNLOAD_MESSAGE,
        unavailable: "unavailable while pending approval",
      });
    }
  });

  it("on Pay Per Use restricts drafts, documents under review and archived ones until they are approved", () => {
    for (const status of ["draft", "under_review", "archived"] as const) {
      expect(downloadRestrictionFor(status, "per_document")).toEqual({
        title: DOWNLOAD_RESTRICTED_TITLE,
        description: NOT_IN_FORCE_DOWNLOAD_MESSAGE,
        unavailable: "unavailable until approved",
      });
    }
    for (const status of DOCUMENT_STATUSES) {
      expect(downloadRestrictionFor(status, "per_document") === null).toBe(isInForce(status));
    }
  });

  it("exports follow the plan: Enterprise and System Admin download every status but pending approval", () => {
    for (const tier of ["enterprise", "system_admin"] as const) {
      for (const status of DOCUMENT_STATUSES) {
        expect(downloadRestrictionFor(status, tier) === null, `${tier} ${status}`).toBe(
          status !== "pending_approval",
        );
      }
    }
  });
});

describe("the exported file's name", () => {
  it("says DRAFT / UNDER REVIEW / ARCHIVED for text not in force, nothing for approved text", () => {
    expect(exportFileName({ title: "Leave Policy", status: "draft" }, "pdf")).toBe(
      "Leave Policy (DRAFT).pdf",
    );
    expect(exportFileName({ title: "Leave Policy", status: "under_review" }, "docx")).toBe(
      "Leave Policy (UNDER REVIEW).docx",
    );
    expect(exportFileName({ title: "Leave Policy", status: "archived" }, "txt")).toBe(
      "Leave Policy (ARCHIVED).txt",
    );
    expect(exportFileName({ title: "Leave Policy", status: "approved" }, "pdf")).toBe("Leave Policy.pdf");
    expect(exportFileName({ title: "Leave Policy", status: "generated" }, "pdf")).toBe("Leave Policy.pdf");
  });
});
