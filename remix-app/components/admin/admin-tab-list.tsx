import { ADMIN_TAB_LABELS, type AdminTab } from "../../lib/admin-tabs";
import { SectionTabs, sectionPanelId, sectionTabId } from "../ui/section-tabs";

const ID_PREFIX = "admin";
export const adminTabId = (tab: AdminTab) => sectionTabId(ID_PREFIX, tab);
export const adminPanelId = (tab: AdminTab) => sectionPanelId(ID_PREFIX, tab);

interface AdminTabListProps {
  tabs: readonly { tab: AdminTab; included: boolean }[];
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
}

/** The Admin Panel's tabs; a tab the plan lacks shows a lock. */
export function AdminTabList({ tabs, selected, onSelect }: AdminTabListProps) {
  return (
    <SectionTabs
      label="Admin sections"
      idPrefix={ID_PREFIX}
      tabs={tabs.map(({ tab, included }) => ({ id: tab, label: ADMIN_TAB_LABELS[tab], locked: !included }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
