import type { Role, Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { adminPathForLegacyTab } from "./admin-tabs";
import { currentEntry, currentEntryPath, sidebarGroupsFor } from "./sidebar-entries";

const labelsFor = (role: Role, subscriptionTier: Tier) =>
  sidebarGroupsFor({ role, subscriptionTier }).map((group) => [
    group.label,
    group.entries.map((entry) => entry.label),
  ]);

const MAIN = ["Dashboard", "Document Library", "Generate Document", "AI Assistant"];

describe("the sidebar", () => {
  it("shows a plain user on a paid plan the main pages only", () => {
    expect(labelsFor("user", "enterprise")).toEqual([[null, MAIN]]);
  });

  it("adds the Admin Panel for company admins", () => {
    expect(labelsFor("company_admin", "per_document")).toEqual([
      [null, MAIN],
      ["Administration", ["Admin Panel"]],
    ]);
  });

  it("opens the Admin Panel to everyone on Freemium (read-only with upgrade prompts)", () => {
    expect(labelsFor("user", "freemium")).toEqual([
      [null, MAIN],
      ["Administration", ["Admin Panel"]],
    ]);
  });

  it("gives the platform admin the platform pages", () => {
    expect(labelsFor("platform_admin", "system_admin")).toEqual([
      [null, MAIN],
      ["Administration", ["Admin Panel"]],
      ["Platform", ["Customer Management", "Platform Settings", "Admin Settings", "Settings"]],
    ]);
  });

  it("the system admin's sidebar has its 'Settings' link, to the Admin Panel's settings", () => {
    const entries = sidebarGroupsFor({ role: "platform_admin", subscriptionTier: "system_admin" }).flatMap(
      (group) => group.entries,
    );
    expect(entries.find((entry) => entry.label === "Settings")?.to).toBe("/admin/settings");
    const companyAdmin = sidebarGroupsFor({ role: "company_admin", subscriptionTier: "enterprise" });
    expect(companyAdmin.flatMap((group) => group.entries.map((entry) => entry.label))).not.toContain(
      "Settings",
    );
  });
});

describe("the current page in the sidebar", () => {
  const entries = sidebarGroupsFor({ role: "platform_admin", subscriptionTier: "system_admin" }).flatMap(
    (group) => group.entries,
  );

  it("marks the entry of the page, ignoring a trailing slash", () => {
    expect(currentEntryPath(entries, "/documents/", "?tab=archived")).toBe("/documents");
    expect(currentEntryPath(entries, "/", "")).toBe("/");
  });

  it("marks the Admin Panel on any of its tabs, and Admin Settings on Company Settings", () => {
    const marked = (path: string) => currentEntry(entries, path, "")?.label ?? null;
    expect(marked("/admin")).toBe("Admin Panel");
    expect(marked("/admin/team")).toBe("Admin Panel");
    expect(marked("/admin/knowledge")).toBe("Admin Panel");
    expect(marked("/admin/settings")).toBe("Admin Settings");
    expect(marked("/admin/customers/tokens")).toBe("Customer Management");
    expect(marked("/platform-settings/crm")).toBe("Platform Settings");
    expect(marked("/administration")).toBeNull();
    const companyAdmin = sidebarGroupsFor({ role: "company_admin", subscriptionTier: "enterprise" }).flatMap(
      (group) => group.entries,
    );
    expect(currentEntry(companyAdmin, "/admin/settings", "")?.label).toBe("Admin Panel");
  });

  it("opens a page of tabs on the tab its bare address leads to, without that address's redirect", () => {
    const target = (label: string) => entries.find((entry) => entry.label === label)?.to;
    expect(target("Admin Panel")).toBe(adminPathForLegacyTab(null));
    expect(target("Admin Panel")).toBe("/admin/team");
    expect(target("Customer Management")).toBe("/admin/customers/overview");
    expect(target("Platform Settings")).toBe("/platform-settings/templates");
  });

  it("prefers the entry whose query matches", () => {
    const withQuery = [
      ...entries,
      { label: "Archive", to: "/documents?tab=archived", icon: "documents" as const },
    ];
    expect(currentEntryPath(withQuery, "/documents", "?tab=archived")).toBe("/documents?tab=archived");
    expect(currentEntryPath(withQuery, "/documents", "?tab=active")).toBe("/documents");
  });

  it("marks one link of the two that share a target", () => {
    expect(currentEntry(entries, "/admin/settings", "")?.label).toBe("Admin Settings");
  });

  it("marks nothing on a page without an entry", () => {
    expect(currentEntryPath(entries, "/templates", "")).toBeNull();
  });
});
