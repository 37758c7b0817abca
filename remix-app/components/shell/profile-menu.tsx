import { type CurrentUser, can, fullName } from "@charterly/domain/contract";
import { Link, useSearchParams } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { signOut } from "../../lib/clear-client-state";
import {
  takeRememberedNewEmail,
  wantsChangeEmail,
  withoutChangeEmailFlag,
} from "../../lib/email-change-return";
import { ADMIN_SETTINGS_PATH } from "../../lib/sidebar-entries";
import { ChevronDownIcon, MailIcon, SettingsIcon, SignOutIcon, UserIcon } from "../icons";
import { ChangeEmailDialog } from "../profile/change-email-dialog";
import { EditProfileDialog } from "../profile/edit-profile-dialog";
import { Avatar } from "../ui/avatar";

const itemStyles =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/** The person's name button and its menu (Edit Profile, Change Email, Admin Settings, Sign Out). */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<"profile" | "email" | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = fullName(user);
  const reopened = useReopenChangeEmail(() => setDialog("email"));

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  /** The menu closes and hands focus back to its button, which the dialog returns focus to on close. */
  function openDialog(which: "profile" | "email") {
    close(true);
    setDialog(which);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Avatar person={user} />
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{name}</span>
        <ChevronDownIcon className="size-4" />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label="Profile"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <div className="py-1">
            <button
              type="button"
              role="menuitem"
              className={itemStyles}
              onClick={() => openDialog("profile")}
            >
              <UserIcon className="size-4" />
              Edit Profile
            </button>
            <button type="button" role="menuitem" className={itemStyles} onClick={() => openDialog("email")}>
              <MailIcon className="size-4" />
              Change Email
            </button>
            {can(user, "platform.settings") ? (
              <Link
                to={ADMIN_SETTINGS_PATH}
                role="menuitem"
                className={itemStyles}
                onClick={() => setOpen(false)}
              >
                <SettingsIcon className="size-4" />
                Admin Settings
              </Link>
            ) : null}
          </div>
          <div className="border-t border-slate-200 pt-1 dark:border-slate-700">
            <button type="button" role="menuitem" className={itemStyles} onClick={signOut}>
              <SignOutIcon className="size-4" />
              Sign Out
            </button>
          </div>
        </div>
      ) : null}

      <EditProfileDialog open={dialog === "profile"} onClose={() => setDialog(null)} user={user} />
      <ChangeEmailDialog
        open={dialog === "email"}
        onClose={() => {
          setDialog(null);
          reopened.forget();
        }}
        initialNewEmail={reopened.newEmail}
      />
    </div>
  );
}

/**
 * Back from signing in again for an e-mail change (`?dialog=change-email`, lib/email-change-return.ts):
 * opens Change Email once, drops the flag, and keeps the address typed before (read once) for the
 * form until the dialog closes.
 */
function useReopenChangeEmail(open: () => void) {
  const [params, setParams] = useSearchParams();
  const [prefill, setPrefill] = useState<string | undefined>(undefined);
  const requested = wantsChangeEmail(params);
  const handled = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!requested || handled.current) return;
    handled.current = true;
    setPrefill(takeRememberedNewEmail() ?? undefined);
    openRef.current();
    setParams((current) => withoutChangeEmailFlag(current), { replace: true, preventScrollReset: true });
  }, [requested, setParams]);
  return { newEmail: prefill, forget: () => setPrefill(undefined) };
}
