import { z } from "zod";
import { CATEGORIES } from "../vocabulary";

/** The answer to one imported file (spec §3 "Import result", plus the new document's id). */
export const importResultSchema = z.object({
  category: z.enum(CATEGORIES),
  title: z.string(),
  documentId: z.number(),
});
