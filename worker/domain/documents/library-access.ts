import { type AccessRule, signedIn } from "../access/access-rule";
import { ADMIN_ROLES, PAID_TIERS } from "../access/roles";

/** Freemium companies have the template library only; the document library is a paid feature. */
export const DOCUMENT_LIBRARY_TIER_MESSAGE =
  "Your plan includes the template library only. Upgrade to keep documents in Charterly.";

/** Reading and changing the company's documents, versions and comments. */
export const documentLibraryAccess: AccessRule = signedIn({
  tiers: PAID_TIERS,
  tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
});

/** Deleting a document for good (with its versions and comments): admins of a paid company. */
export const documentDeleteAccess: AccessRule = signedIn({
  roles: ADMIN_ROLES,
  roleMessage: "Admin privileges required to delete documents.",
  tiers: PAID_TIERS,
  tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
});
