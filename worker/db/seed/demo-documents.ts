import type { Category, DocumentStatus } from "@charterly/domain/contract";

/** Demo documents for the seeded companies, so every screen has something real to show. */
export interface SeedDocument {
  companyId: number;
  authorEmail: string;
  title: string;
  description: string;
  category: Category;
  status: DocumentStatus;
  /** Slug of the template the text starts from; company name and date are filled in. */
  templateSlug: string;
}

export const seedDocuments: SeedDocument[] = [
  {
    companyId: 10002,
    authorEmail: "admin@enterprise.test",
    title: "Northwind Remote Work Policy",
    description: "How Northwind staff work from home and from the office.",
    category: "hr",
    status: "approved",
    templateSlug: "hr-remote-hybrid-work",
  },
  {
    companyId: 10002,
    authorEmail: "admin@enterprise.test",
    title: "Northwind Business Travel Policy",
    description: "Booking, approval and safety rules for business trips.",
    category: "travel",
    status: "under_review",
    templateSlug: "travel-business-travel",
  },
  {
    companyId: 10002,
    authorEmail: "user@enterprise.test",
    title: "Northwind Information Security Policy",
    description: "Protecting Northwind's systems and data.",
    category: "it",
    status: "draft",
    templateSlug: "it-information-security",
  },
  {
    companyId: 10003,
    authorEmail: "admin@perdoc.test",
    title: "Perdoc Expense Management Policy",
    description: "Claiming and approving business expenses at Perdoc Partners.",
    category: "finance",
    status: "approved",
    templateSlug: "finance-expense-management",
  },
  {
    companyId: 10003,
    authorEmail: "user@perdoc.test",
    title: "Perdoc Data Protection Policy",
    description: "How Perdoc Partners handles personal data.",
    category: "legal",
    status: "pending_approval",
    templateSlug: "legal-data-protection",
  },
  {
    companyId: 10001,
    authorEmail: "platform@charterly.test",
    title: "Charterly Code of Conduct",
    description: "How the Charterly team works together.",
    category: "hr",
    status: "approved",
    templateSlug: "hr-code-of-conduct",
  },
];
