import type { CurrentUser } from "@charterly/domain/contract";
import type { RefObject } from "react";
import { AdminRoleBadge, TierBadge } from "../badges";
import { Brand } from "../brand";
import { buttonStyles } from "../button-styles";
import { CloseIcon } from "../icons";
import { SidebarNav } from "./sidebar-nav";

interface SidebarProps {
  id: string;
  user: CurrentUser;
  /** Small screens: the sidebar is a drawer, shown only while open. Large screens: always shown. */
  open: boolean;
  onClose: () => void;
  closeButtonRef: RefObject<HTMLButtonElement>;
}

export function Sidebar({ id, user, open, onClose, closeButtonRef }: SidebarProps) {
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={`${open ? "fixed inset-y-0 left-0 z-40 flex shadow-xl" : "hidden"} w-72 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:shadow-none dark:border-slate-800 dark:bg-slate-900`}
    >
      <div className="flex items-center justify-between gap-2 px-4 pt-4">
        <Brand />
        <button
          ref={closeButtonRef}
          type="button"
          className={`${buttonStyles.icon} lg:hidden`}
          onClick={onClose}
          aria-label="Close navigation"
        >
          <CloseIcon />
        </button>
      </div>

      <div className="mx-4 mt-4 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-950">
        <div className="flex flex-wrap gap-1.5">
          <AdminRoleBadge role={user.role} />
          <TierBadge tier={user.subscriptionTier} />
        </div>
        <p className="font-semibold break-words">{user.companyName}</p>
        <div className="space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
          <p>Company ID: {user.companyId}</p>
          <p>User ID: {user.id}</p>
        </div>
      </div>

      <div className="flex-1 px-4 py-6">
        <SidebarNav user={user} onNavigate={onClose} />
      </div>
    </aside>
  );
}
