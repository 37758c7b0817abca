// Realistic document bodies for the scale seed (scripts/seed-scale.ts): 10–40 KB of policy text
// made from the seeded template library's sections — mixed across templates, shuffled, renumbered,
// with varied names, figures and wording — plus one planted word per document that no other
// document contains (so a benchmark can search for a word that sits in exactly one text).

import { type SeedTemplate, seedTemplates } from "../../worker/db/seed/templates/index.ts";
import { CATEGORIES, type Category } from "../../worker/domain/contract/index.ts";

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same documents. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  function shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  return { next, int, pick, chance, shuffle };
}
export type Random = ReturnType<typeof randomFrom>;

interface Section {
  heading: string;
  /** Blocks after the heading; sub-headings ("4.2 Approvals") keep their place and are renumbered. */
  blocks: string[];
  category: Category;
}

const TOP_HEADING = /^(\d+)\.\s+(\S.*)$/;
const SUB_HEADING = /^(\d+)\.(\d+)\s+(\S.*)$/;

function sectionsOf(template: SeedTemplate): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const block of template.content.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    const top = TOP_HEADING.exec(text);
    if (top && !text.includes("\n") && text.length < 100) {
      current = { heading: top[2]!, blocks: [], category: template.category };
      sections.push(current);
    } else if (current) current.blocks.push(text);
  }
  return sections.filter((s) => s.blocks.length > 0);
}

const ALL_SECTIONS = seedTemplates.flatMap(sectionsOf);
const SECTIONS_BY_CATEGORY = new Map<Category, Section[]>(
  CATEGORIES.map((c) => [c, ALL_SECTIONS.filter((s) => s.category === c)]),
);
const TEMPLATES_BY_CATEGORY = new Map<Category, SeedTemplate[]>(
  CATEGORIES.map((c) => [c, seedTemplates.filter((t) => t.category === c)]),
);

const COMPANY_NAMES = [
  "Northwind Enterprise",
  "Harbourline Logistics",
  "Blue Fjord Analytics",
  "Quarry & Vale Holdings",
  "Meridian Health Partners",
  "Oakridge Mutual",
  "Tessellate Software",
  "Copperleaf Retail Group",
  "Alder Street Studios",
  "Kestrel Aviation Services",
];
const DEPARTMENTS = [
  "People Operations",
  "Human Resources",
  "Finance",
  "Information Security",
  "Legal and Compliance",
  "Facilities",
  "Procurement",
  "Internal Audit",
  "Risk Management",
  "the Office of the COO",
];
const REGIONS = ["EMEA", "North America", "APAC", "LATAM", "Nordics", "DACH", "UK and Ireland", "Global"];
const PEOPLE = [
  "Amara Okafor",
  "Jonas Lindqvist",
  "Priya Raman",
  "Mateo Alvarez",
  "Hannah Becker",
  "Yuki Tanaka",
  "Oluwaseun Adeyemi",
  "Chloé Martin",
  "Siobhan Byrne",
  "Rafael Costa",
  "Ingrid Solberg",
  "Wei Zhang",
];
const CITIES = [
  "Rotterdam",
  "Lisbon",
  "Toronto",
  "Nairobi",
  "Melbourne",
  "Gdańsk",
  "Austin",
  "Osaka",
  "Dublin",
];

/** Words swapped for one of their alternatives, so the same section reads differently per document. */
const VARIANTS: Array<[RegExp, string[]]> = [
  [/\bemployees\b/g, ["employees", "staff", "colleagues", "personnel", "team members", "workers"]],
  [/\bmanager\b/g, ["manager", "line manager", "supervisor", "team lead", "people manager"]],
  [/\bmust\b/g, ["must", "shall", "are required to", "need to"]],
  [/\bshould\b/g, ["should", "are expected to", "are encouraged to", "ought to"]],
  [/\bpolicy\b/g, ["policy", "standard", "procedure", "guideline", "rule set"]],
  [/\bcompany\b/g, ["company", "organisation", "business", "firm", "group"]],
  [/\bpromptly\b/g, ["promptly", "without delay", "as soon as practicable", "quickly"]],
  [/\breview\b/g, ["review", "assess", "examine", "evaluate", "audit"]],
  [/\bapproval\b/g, ["approval", "sign-off", "authorisation", "consent"]],
  [/\brecords?\b/g, ["record", "log", "register", "file", "ledger entry"]],
];

const FILLER_WORDS = [
  "quarterly",
  "escalation",
  "reconciliation",
  "custodian",
  "threshold",
  "onboarding",
  "offboarding",
  "attestation",
  "segregation",
  "retention",
  "mitigation",
  "waiver",
  "delegation",
  "benchmark",
  "contingency",
  "procurement",
  "stipend",
  "allowance",
  "remediation",
  "registry",
];

function vary(text: string, r: Random, names: Names): string {
  let out = text
    .replaceAll("[Company Name]", names.company)
    .replaceAll("[Department]", names.department)
    .replaceAll("[Effective Date]", names.effectiveDate);
  for (const [pattern, choices] of VARIANTS)
    if (r.chance(0.5)) out = out.replace(pattern, () => r.pick(choices));
  // Figures move a little: durations, amounts and percentages differ from document to document.
  out = out.replace(/\b(\d{1,4})\b/g, (digits) => {
    const n = Number(digits);
    if (n < 2 || r.chance(0.4)) return digits;
    return String(Math.max(1, Math.round(n * (0.5 + r.next() * 1.5))));
  });
  return out;
}

interface Names {
  company: string;
  department: string;
  effectiveDate: string;
}

/** A generated schedule: figures, people and places that differ in every document. */
function schedule(r: Random, names: Names): string[] {
  const rows = r.int(4, 12);
  const lines = [`The following limits and contacts apply to ${names.company} in ${r.pick(REGIONS)}.`];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `- ${r.pick(FILLER_WORDS)} owner ${r.pick(PEOPLE)} (${r.pick(CITIES)}): limit ${r.int(1, 500) * 100} EUR, ` +
        `response within ${r.int(1, 30)} days, ${r.pick(FILLER_WORDS)} every ${r.int(1, 12)} months, reference ${r.pick(["FIN", "HR", "IT", "LEG", "OPS"])}-${r.int(100, 9999)}.`,
    );
  }
  return [lines.join("\n")];
}

export interface GeneratedDocument {
  title: string;
  description: string;
  category: Category;
  content: string;
  templateName: string;
}

/**
 * One document's fields: a title and description from a template of `category`, and a body of about
 * `targetBytes` bytes (10–40 KB by default) with `rareWord` planted once in its text (not in its
 * title or description).
 */
export function generateDocument(
  r: Random,
  options: { category: Category; rareWord: string; serial: number; targetBytes?: number },
): GeneratedDocument {
  const template = r.pick(TEMPLATES_BY_CATEGORY.get(options.category)!);
  const names: Names = {
    company: r.pick(COMPANY_NAMES),
    department: r.pick(DEPARTMENTS),
    effectiveDate: `${r.int(2019, 2027)}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
  };
  const region = r.pick(REGIONS);
  const targetBytes = options.targetBytes ?? r.int(10_240, 40_960);
  const own = SECTIONS_BY_CATEGORY.get(options.category)!;
  const title = `${template.name} — ${region}${r.chance(0.5) ? ` (rev. ${r.int(1, 9)})` : ""} #${options.serial}`;
  const description = vary(template.description, r, names);

  const header = [
    template.name.toUpperCase(),
    `Company: ${names.company}\nEffective Date: ${names.effectiveDate}\nPolicy Owner: ${names.department}\nRegion: ${region}`,
  ];
  const body: string[] = [];
  let bytes = header.join("\n\n").length;
  let number = 0;
  const plantAt = r.int(1, 6);
  while (bytes < targetBytes) {
    number++;
    const fromOwn = r.chance(0.75);
    const section = fromOwn ? r.pick(own) : r.pick(ALL_SECTIONS);
    const blocks = r.chance(0.15) ? schedule(r, names) : section.blocks;
    const heading = r.chance(0.15)
      ? `Schedule ${String.fromCharCode(64 + (number % 26 || 26))}`
      : section.heading;
    let sub = 0;
    const parts = [`${number}. ${heading}`];
    for (const block of blocks) {
      if (SUB_HEADING.test(block) && !block.includes("\n")) {
        sub++;
        parts.push(block.replace(SUB_HEADING, (_all, _a, _b, rest: string) => `${number}.${sub} ${rest}`));
      } else parts.push(vary(block, r, names));
    }
    if (number === plantAt)
      parts.push(
        `Internal reference: this section was agreed under the ${options.rareWord} arrangement with ${r.pick(PEOPLE)}.`,
      );
    const text = parts.join("\n\n");
    body.push(text);
    bytes += text.length + 2;
  }
  if (number < plantAt)
    body.push(
      `${number + 1}. Reference\n\nThis document was agreed under the ${options.rareWord} arrangement.`,
    );
  return {
    title,
    description,
    category: options.category,
    content: [...header, ...body].join("\n\n"),
    templateName: template.name,
  };
}

/**
 * An edited text: a few sections reworded or added, the rest unchanged (the planted word stays).
 * What a person's edit of a long policy looks like in its version history.
 */
export function editContent(r: Random, content: string): string {
  const blocks = content.split("\n\n");
  const edits = r.int(1, 4);
  for (let i = 0; i < edits; i++) {
    const at = r.int(2, Math.max(2, blocks.length - 1));
    const block = blocks[at];
    if (!block || TOP_HEADING.test(block) || SUB_HEADING.test(block) || block.includes("Internal reference:"))
      continue;
    blocks[at] =
      `${block} Amended on ${r.int(1, 28)} ${r.pick(["March", "June", "September", "December"])}: ${r.pick(FILLER_WORDS)} applies from ${r.int(1, 90)} days after notice.`;
  }
  if (r.chance(0.5))
    blocks.push(
      `Revision note\n\n${r.pick(PEOPLE)} revised this document after the ${r.pick(FILLER_WORDS)} review in ${r.pick(CITIES)}.`,
    );
  return blocks.join("\n\n");
}

/**
 * A word of 10 lowercase letters, unique to (run, serial), that no template or generated text contains:
 * the "rare word" a search for one document's text looks for. All such words have the same length, so
 * a prefix match on one never finds another.
 */
export function rareWordFor(runTag: number, serial: number): string {
  const letters = (n: number, width: number) => {
    let s = "";
    for (let i = 0; i < width; i++) {
      s = String.fromCharCode(97 + (n % 26)) + s;
      n = Math.floor(n / 26);
    }
    return s;
  };
  return `zq${letters(runTag, 3)}${letters(serial, 5)}`;
}

export const COMMENTS = [
  "Please check the figures in the schedule against this year's budget.",
  "Legal reviewed section 3; no changes needed.",
  "Can we align the approval limits with the travel policy?",
  "Approved from my side once the typo in the definitions is fixed.",
  "The retention period looks too long for the region; please confirm with compliance.",
  "Suggest moving the responsibilities section before the procedures.",
  "Reminder: the works council has to see this before it is published.",
  "Rejected for now — the escalation contacts are out of date.",
];
