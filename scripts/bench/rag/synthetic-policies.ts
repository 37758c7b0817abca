// Synthetic but policy-like text for the scale measurement: numbered sections of sentences built
// from the vocabulary of company policies (who, must/may, what, when, unless), seeded so every run
// indexes the same text.

const TOPICS: Array<{ title: string; sections: string[]; objects: string[] }> = [
  {
    title: "Travel and Expenses Policy",
    sections: [
      "Booking travel",
      "Accommodation",
      "Meals and allowances",
      "Mileage",
      "Expense claims",
      "Receipts",
    ],
    objects: [
      "flights",
      "hotel bookings",
      "rail tickets",
      "taxi fares",
      "meal receipts",
      "mileage claims",
      "per diem allowances",
      "corporate cards",
    ],
  },
  {
    title: "Information Security Policy",
    sections: ["Passwords", "Devices", "Access control", "Incident reporting", "Encryption", "Remote access"],
    objects: [
      "passwords",
      "laptops",
      "access badges",
      "security incidents",
      "encryption keys",
      "VPN connections",
      "USB drives",
      "customer records",
    ],
  },
  {
    title: "Annual Leave Policy",
    sections: [
      "Entitlement",
      "Requesting leave",
      "Carry over",
      "Public holidays",
      "Sick leave",
      "Parental leave",
    ],
    objects: [
      "leave requests",
      "holiday entitlement",
      "sick notes",
      "parental leave",
      "unused days",
      "public holidays",
      "time off",
      "absence records",
    ],
  },
  {
    title: "Data Protection Policy",
    sections: [
      "Personal data",
      "Lawful basis",
      "Retention",
      "Data subject requests",
      "Transfers",
      "Breaches",
    ],
    objects: [
      "personal data",
      "consent records",
      "retention schedules",
      "access requests",
      "data transfers",
      "processing activities",
      "privacy notices",
      "data breaches",
    ],
  },
  {
    title: "Code of Conduct",
    sections: [
      "Conflicts of interest",
      "Gifts and hospitality",
      "Anti-bribery",
      "Harassment",
      "Speaking up",
      "Social media",
    ],
    objects: [
      "gifts",
      "hospitality",
      "conflicts of interest",
      "complaints",
      "social media posts",
      "supplier relationships",
      "donations",
      "concerns",
    ],
  },
  {
    title: "Procurement Policy",
    sections: [
      "Purchase requests",
      "Approval limits",
      "Supplier selection",
      "Contracts",
      "Invoices",
      "Payments",
    ],
    objects: [
      "purchase orders",
      "quotes",
      "supplier contracts",
      "invoices",
      "payment runs",
      "tenders",
      "framework agreements",
      "budgets",
    ],
  },
];

const SUBJECTS = [
  "Employees",
  "Managers",
  "Contractors",
  "The finance team",
  "Line managers",
  "The IT department",
  "All staff",
  "Team leaders",
  "The compliance officer",
  "Human Resources",
];
const MODALS = [
  "must",
  "should",
  "may",
  "are required to",
  "are expected to",
  "must not",
  "should not",
  "are encouraged to",
];
const VERBS = [
  "submit",
  "approve",
  "review",
  "record",
  "report",
  "keep",
  "retain",
  "store",
  "share",
  "update",
  "check",
  "sign",
  "archive",
  "delete",
  "request",
];
const WHEN = [
  "within 30 days",
  "before the end of each month",
  "at least 14 days in advance",
  "every quarter",
  "once a year",
  "as soon as possible",
  "before travelling",
  "within five working days",
  "on the first working day",
  "after each trip",
];
const UNLESS = [
  "unless a director approves an exception",
  "in line with the retention schedule",
  "through the approved system",
  "with the original receipts attached",
  "according to the delegation of authority",
  "where local law requires otherwise",
  "after consulting the data protection officer",
  "using the standard form",
];
const FILLER = [
  "This applies to every office and subsidiary.",
  "Exceptions are recorded in the exceptions register.",
  "Failure to comply may lead to disciplinary action.",
  "Questions about this section go to the policy owner.",
  "The policy owner reviews this section every year.",
  "Managers explain these rules to new joiners during induction.",
];

/** A small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One synthetic policy of about `words` words: a title, numbered sections, paragraphs. */
export function syntheticPolicy(random: () => number, words: number): { title: string; text: string } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const topic = pick(TOPICS);
  const lines: string[] = [topic.title.toUpperCase(), ""];
  let count = 0;
  let section = 0;
  while (count < words) {
    section++;
    lines.push(`${section}. ${pick(topic.sections)}`);
    const paragraphs = 2 + Math.floor(random() * 3);
    for (let p = 0; p < paragraphs && count < words; p++) {
      const sentences: string[] = [];
      const n = 3 + Math.floor(random() * 4);
      for (let s = 0; s < n; s++) {
        const sentence =
          random() < 0.15
            ? pick(FILLER)
            : `${pick(SUBJECTS)} ${pick(MODALS)} ${pick(VERBS)} ${pick(topic.objects)} ${pick(WHEN)}${random() < 0.6 ? ` ${pick(UNLESS)}` : ""}.`;
        sentences.push(sentence);
        count += sentence.split(" ").length;
      }
      lines.push(sentences.join(" "), "");
    }
  }
  return { title: topic.title, text: lines.join("\n") };
}
