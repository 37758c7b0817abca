import { type Role, SYSTEM_COMPANY_ID, type Tier } from "@charterly/domain/contract";

// The seeded demo companies and people. The local identity provider (local-idp/) signs these
// accounts in with the password LOCAL_PASSWORD; the seed creates the matching companies and users.
export const LOCAL_PASSWORD = "charterly";

export interface SeedCompany {
  id: number;
  name: string;
  displayName: string;
  tier: Tier;
  /** Opening token balance (per_document companies). */
  tokens?: number;
}

export interface SeedAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyId: number;
}

export const seedCompanies: SeedCompany[] = [
  { id: SYSTEM_COMPANY_ID, name: "Charterly", displayName: "Charterly Platform", tier: "system_admin" },
  { id: 10002, name: "Northwind Enterprise", displayName: "Northwind Enterprise Ltd", tier: "enterprise" },
  { id: 10003, name: "Perdoc Partners", displayName: "Perdoc Partners LLP", tier: "per_document", tokens: 5 },
  { id: 10004, name: "Freemium Foods", displayName: "Freemium Foods Co", tier: "freemium" },
];

export const seedAccounts: SeedAccount[] = [
  {
    email: "platform@charterly.test",
    firstName: "Paula",
    lastName: "Platform",
    role: "platform_admin",
    companyId: SYSTEM_COMPANY_ID,
  },
  {
    email: "admin@enterprise.test",
    firstName: "Erin",
    lastName: "Admin",
    role: "company_admin",
    companyId: 10002,
  },
  { email: "user@enterprise.test", firstName: "Eli", lastName: "User", role: "user", companyId: 10002 },
  { email: "admin@perdoc.test", firstName: "Pat", lastName: "Admin", role: "admin", companyId: 10003 },
  { email: "user@perdoc.test", firstName: "Priya", lastName: "User", role: "user", companyId: 10003 },
  {
    email: "admin@freemium.test",
    firstName: "Fran",
    lastName: "Admin",
    role: "company_admin",
    companyId: 10004,
  },
  { email: "user@freemium.test", firstName: "Finn", lastName: "User", role: "user", companyId: 10004 },
];
