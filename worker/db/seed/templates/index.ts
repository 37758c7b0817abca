import { financeTemplates } from "./finance";
import { hrTemplates } from "./hr";
import { itTemplates } from "./it";
import { legalTemplates } from "./legal";
import { otherTemplates } from "./other";
import { travelTemplates } from "./travel";
import type { SeedTemplate } from "./types";

export type { SeedTemplate } from "./types";

/** The library every new Charterly installation starts with. */
export const seedTemplates: SeedTemplate[] = [
  ...hrTemplates,
  ...travelTemplates,
  ...financeTemplates,
  ...itTemplates,
  ...legalTemplates,
  ...otherTemplates,
];
