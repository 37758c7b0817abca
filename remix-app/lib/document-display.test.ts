import {
  DOCUMENT_STATUSES,
  DOWNLOAD_RESTRICTED_TITLE,
  isInForce,
  NOT_IN_FORCE_DOWNLOAD_MESSAGE,
  PENDING_APPROVAL_DOWNLOAD_MESSAGE,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { downloadRestrictionFor } from "./document-display";

describe("which documents can be downloaded (decision 009)", () => {
  it("lets text in force go: approved and generated", () => {
    expect(downloadRestrictionFor("approved")).toBeNull();
    expect(downloadRestrictionFor("generated")).toBeNull();
  });

  it("keeps the spec's wording and the button's name for a document pending approval", () => {
    expect(downloadRestrictionFor("pending_approval")).toEqual({
      title: DOWNLOAD_RESTRICTED_TITLE,
      description: PENDING_APPROVAL_DOWNLOAD_MESSAGE,
      unavailable: "unavailable while pending approval",
    });
  });

  it("restricts drafts, documents under review and archived ones until they are approved", () => {
    for (const status of ["draft", "under_review", "archived"] as const) {
      expect(downloadRestrictionFor(status)).toEqual({
        title: DOWNLOAD_RESTRICTED_TITLE,
        description: NOT_IN_FORCE_DOWNLOAD_MESSAGE,
        unavailable: "unavailable until approved",
      });
    }
  });

  it("restricts exactly the statuses not in force", () => {
    for (const status of DOCUMENT_STATUSES) {
      expect(downloadRestrictionFor(status) === null).toBe(isInForce(status));
    }
  });
});
