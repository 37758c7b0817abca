import { type CurrentUser, can, fullName } from "@charterly/domain/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { signOut } from "../../lib/clear-client-state";
import {
  takeRememberedNewEmail,
  wantsChangeEmail,
  withoutChangeEmailFlag,
} from "../../lib/email-change-return";
import { preloadContractForm, updateProfileSchema } from "../../lib/form-schemas";
import { PROFILE_PATH } from "../../lib/profile-intents";
import { ADMIN_SETTINGS_PATH } from "../../lib/sidebar-entries";
import { ChevronDownIcon, MailIcon, SettingsIcon, SignOutIcon, UserIcon } from "../icons";
import { ChangeEmailDialog } from "../profile/change-email-dialog";
import { Avatar } from "../ui/avatar";
import { shareStyleNonce } from "../ui/style-nonce";
import { useHydrated } from "../ui/use-hydrated";

shareStyleNonce();

// Edit Profile is /profile's form (routes/profile.tsx): its code, Conform, zod and the schema come
// when the dialog is first opened, together, so the form is drawn with its constraints.
const EditProfileDialog = lazy(() =>
  Promise.all([import("../../routes/profile"), preloadContractForm(updateProfileSchema)]).then(([route]) => ({
    default: route.EditProfileDialog,
  })),
);

const triggerStyles =
  "flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

const itemStyles =
  "flex w-full cursor-default items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800";

/**
 * The person's name button and its menu (Edit Profile, Change Email, Admin Settings, Sign Out): a
 * Radix DropdownMenu (decision 025), which brings the arrow keys, typeahead, Escape and the focus
 * back on the button. Before the page's JavaScript runs the button is a link to /profile, the page
 * with Edit Profile's form and the menu's other items, so a click right after load is not lost.
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [dialog, setDialog] = useState<"profile" | "email" | null>(null);
  // Mounted from its first opening on (the open prop then opens and closes it).
  const [profileOpened, setProfileOpened] = useState(false);
  if (dialog === "profile" && !profileOpened) setProfileOpened(true);
  // The dialog an item asked for opens once the menu has closed and handed focus back to its
  // button: the dialog then returns focus to that button when it closes.
  const pendingDialog = useRef<"profile" | "email" | null>(null);
  const name = fullName(user);
  const reopened = useReopenChangeEmail(() => setDialog("email"));
  const hydrated = useHydrated();

  if (!hydrated)
    return (
      <Link to={PROFILE_PATH} className={triggerStyles}>
        <Avatar person={user} />
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{name}</span>
        <ChevronDownIcon className="size-4" />
      </Link>
    );
  return (
    <div className="relative">
      {/* Not modal: a modal menu hides the page (aria-hidden) while its links and buttons stay
          focusable, which screen readers trip over (axe aria-hidden-focus). Tab or a click outside
          closes it. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={triggerStyles}>
          <Avatar person={user} />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <span className="sr-only sm:hidden">{name}</span>
          <ChevronDownIcon className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            aria-label="Profile"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            onCloseAutoFocus={() => {
              if (pendingDialog.current) setDialog(pendingDialog.current);
              pendingDialog.current = null;
            }}
            className="z-30 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
              <p className="truncate text-sm font-semibold">{name}</p>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
            <DropdownMenu.Group className="py-1">
              <DropdownMenu.Item className={itemStyles} onSelect={() => (pendingDialog.current = "profile")}>
                <UserIcon className="size-4" />
                Edit Profile
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemStyles} onSelect={() => (pendingDialog.current = "email")}>
                <MailIcon className="size-4" />
                Change Email
              </DropdownMenu.Item>
              {can(user, "platform.settings") ? (
                <DropdownMenu.Item asChild className={itemStyles}>
                  <Link to={ADMIN_SETTINGS_PATH}>
                    <SettingsIcon className="size-4" />
                    Admin Settings
                  </Link>
                </DropdownMenu.Item>
              ) : null}
            </DropdownMenu.Group>
            <DropdownMenu.Group className="border-t border-slate-200 pt-1 dark:border-slate-700">
              <DropdownMenu.Item className={itemStyles} onSelect={signOut}>
                <SignOutIcon className="size-4" />
                Sign Out
              </DropdownMenu.Item>
            </DropdownMenu.Group>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      {profileOpened ? (
        <Suspense fallback={null}>
          <EditProfileDialog open={dialog === "profile"} onClose={() => setDialog(null)} user={user} />
        </Suspense>
      ) : null}
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
