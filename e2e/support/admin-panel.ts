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
