import type { Workbook, Worksheet } from "exceljs";
import {
  type CustomerCompanyDto,
  companyTierLabel,
  ROLE_LABELS,
  type Role,
  shownCompanyName,
} from "../contract";

// The customer export as an Excel workbook (exceljs): a 'Customers' sheet with one row per person
// and a 'Companies' sheet with one row per company. Each sheet has a bold, frozen header row with
// a filter, fixed column widths, and real date cells (UTC).

/** A person of a company outside the recycle bin, as the export lists them. */
export interface ExportPerson {
  id: number;
  companyId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  createdAt: Date;
  lastLoginAt: Date | null;
}

interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
  /** Excel number format (dates). */
  numFmt?: string;
}

const DATE_TIME = "yyyy-mm-dd hh:mm";
const date = (iso: string | null) => (iso === null ? null : new Date(iso));

const CUSTOMER_COLUMNS: Column<{ person: ExportPerson; company: CustomerCompanyDto }>[] = [
  { header: "Company", width: 32, value: ({ company }) => shownCompanyName(company) },
  { header: "Company ID", width: 12, value: ({ company }) => company.id },
  { header: "User ID", width: 10, value: ({ person }) => person.id },
  { header: "First Name", width: 18, value: ({ person }) => person.firstName },
  { header: "Last Name", width: 18, value: ({ person }) => person.lastName },
  { header: "Email", width: 36, value: ({ person }) => person.email },
  { header: "Role", width: 16, value: ({ person }) => ROLE_LABELS[person.role] },
  {
    header: "Subscription",
    width: 24,
    value: ({ company }) => companyTierLabel(company.id, company.subscriptionTier),
  },
  { header: "Company Users", width: 15, value: ({ company }) => company.userCount },
  { header: "Company Documents", width: 19, value: ({ company }) => company.documentCount },
  { header: "Created (UTC)", width: 18, numFmt: DATE_TIME, value: ({ person }) => person.createdAt },
  { header: "Last Sign-In (UTC)", width: 19, numFmt: DATE_TIME, value: ({ person }) => person.lastLoginAt },
];

const COMPANY_COLUMNS: Column<CustomerCompanyDto>[] = [
  { header: "Company ID", width: 12, value: (company) => company.id },
  { header: "Name", width: 32, value: (company) => company.name },
  { header: "Display Name", width: 32, value: (company) => company.displayName },
  {
    header: "Subscription",
    width: 24,
    value: (company) => companyTierLabel(company.id, company.subscriptionTier),
  },
  { header: "Company Size", width: 14, value: (company) => company.companySize },
  { header: "Website", width: 32, value: (company) => company.website },
  { header: "Users", width: 10, value: (company) => company.userCount },
  { header: "Documents", width: 12, value: (company) => company.documentCount },
  { header: "Created (UTC)", width: 18, numFmt: DATE_TIME, value: (company) => date(company.createdAt) },
  {
    header: "Last Sign-In (UTC)",
    width: 19,
    numFmt: DATE_TIME,
    value: (company) => date(company.lastLoginAt),
  },
];

/** The workbook's bytes (.xlsx). exceljs is loaded on first use: only the export needs it. */
export async function customerWorkbook(
  companies: readonly CustomerCompanyDto[],
  people: readonly ExportPerson[],
  now: Date,
): Promise<Uint8Array> {
  // A CommonJS package: its exports are the module's default.
  const { Workbook } = (await import("exceljs")).default;
  const workbook: Workbook = new Workbook();
  workbook.creator = "Charterly";
  workbook.created = now;

  const byId = new Map(companies.map((company) => [company.id, company]));
  const customerRows = people.flatMap((person) => {
    const company = byId.get(person.companyId);
    return company ? [{ person, company }] : [];
  });
  addSheet(workbook, "Customers", CUSTOMER_COLUMNS, customerRows);
  addSheet(workbook, "Companies", COMPANY_COLUMNS, companies);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function addSheet<T>(workbook: Workbook, name: string, columns: Column<T>[], rows: readonly T[]): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? null));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: "middle" };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}
