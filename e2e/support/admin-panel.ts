import { expect, type Page } from "@playwright/test";

// The Admin Panel's tabs are links in a <nav>, one route each (/admin/team, /admin/settings, …).

export const ADMIN_SECTIONS = "Admin sections";

/** The panel's link to a tab. */
export const adminTabLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: ADMIN_SECTIONS }).getByRole("link", { name });

/** Waits until the named tab is the one shown (its link marked aria-current="page"). */
export const currentAdminTab = (page: Page, name: string) =>
  expect(
    page
      .getByRole("navigation", { name: ADMIN_SECTIONS })
      .locator('a[aria-current="page"]', { hasText: name }),
  ).toBeVisible();

/** Every tab's address, for the page-by-page checks (accessibility, phone width). */
export const ADMIN_TAB_PAGES = ["/admin/team", "/admin/settings", "/admin/knowledge", "/admin/documents"];

// Platform Settings' and Customer Management's sections are links in a <nav> too
// (/platform-settings/templates, /admin/customers/tokens, …).

export const PLATFORM_SECTIONS = "Platform settings sections";
export const CUSTOMER_SECTIONS = "Customer management sections";

/** A section's link in the named <nav>. */
export const sectionLink = (page: Page, nav: string, name: string) =>
  page.getByRole("navigation", { name: nav }).getByRole("link", { name });

/** Waits until the named section is the one shown (its link marked aria-current="page"). */
export const currentSection = (page: Page, nav: string, name: string) =>
  expect(
    page.getByRole("navigation", { name: nav }).locator('a[aria-current="page"]', { hasText: name }),
  ).toBeVisible();

/** Every section's address of the platform administrator's two pages. */
export const PLATFORM_ADMIN_PAGES = [
  "/admin/customers/overview",
  "/admin/customers/list",
  "/admin/customers/tokens",
  "/admin/customers/deletion",
  "/admin/customers/analytics",
  "/platform-settings/templates",
  "/platform-settings/crm",
  "/platform-settings/system",
  "/platform-settings/deployment",
];
