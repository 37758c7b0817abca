import { z } from "zod";
import { CATEGORIES } from "../../db/schema";
import { signedIn } from "../access/access-rule";
import { ENTERPRISE_TIERS } from "../access/roles";
import { IMPORT_TIER_MESSAGE } from "./import-rules";

/** Importing documents is an Enterprise feature (spec §6). */
export const documentImportAccess = signedIn({ tiers: ENTERPRISE_TIERS, tierMessage: IMPORT_TIER_MESSAGE });

/** The answer to one imported file (spec §3 "Import result", plus the new document's id). */
export const importResultSchema = z.object({
  category: z.enum(CATEGORIES),
  title: z.string(),
  documentId: z.number(),
});
