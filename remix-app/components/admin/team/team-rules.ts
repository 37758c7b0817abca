import {
  type AssignableRole,
  CANNOT_DELETE_LAST_ADMIN_TIP,
  CANNOT_DELETE_LAST_USER_MESSAGE,
  CANNOT_DELETE_LAST_USER_TITLE,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
  CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
  CANNOT_REMOVE_LAST_ADMIN_TITLE,
  CANNOT_REMOVE_YOURSELF_MESSAGE,
  type CompanyUserDto,
  isAdmin,
  isPlatformAdmin,
} from "@charterly/domain/contract";

// The client-side blocks of administration side §5 and §8, checked before a call is made (the
// server checks the same rules again): what the screen says instead of sending the change.

export interface Block {
  title: string;
  description: string;
}

const PLATFORM_ADMIN_BLOCK: Block = {
  title: CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
  description: CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
};

/** A platform admin's account is changed in customer management, not here. */
export const platformAdminBlock = (user: CompanyUserDto): Block | null =>
  isPlatformAdmin(user.role) ? PLATFORM_ADMIN_BLOCK : null;

// Deactivated people are listed but count for no rule: the domain's rules count active users only.
const adminCount = (users: readonly CompanyUserDto[]) =>
  users.filter((user) => !user.deactivated && isAdmin(user.role)).length;

/** The role the role control shows: any admin role reads as Company Admin. */
export const assignableRoleOf = (user: CompanyUserDto): AssignableRole =>
  isAdmin(user.role) ? "company_admin" : "user";

/** Why `user` cannot be given `role`, or null. */
export function roleChangeBlock(
  users: readonly CompanyUserDto[],
  user: CompanyUserDto,
  role: AssignableRole,
): Block | null {
  if (isPlatformAdmin(user.role)) return PLATFORM_ADMIN_BLOCK;
  if (role === "user" && isAdmin(user.role) && adminCount(users) <= 1) {
    return { title: CANNOT_REMOVE_LAST_ADMIN_TITLE, description: CANNOT_REMOVE_LAST_ADMIN_MESSAGE };
  }
  return null;
}

/** Why `user` cannot be removed, or null. */
export function removalBlock(
  users: readonly CompanyUserDto[],
  user: CompanyUserDto,
  meId: number,
): Block | null {
  if (isPlatformAdmin(user.role)) return PLATFORM_ADMIN_BLOCK;
  if (users.length <= 1)
    return { title: CANNOT_DELETE_LAST_USER_TITLE, description: CANNOT_DELETE_LAST_USER_MESSAGE };
  if (isAdmin(user.role) && adminCount(users) <= 1) {
    return { title: CANNOT_REMOVE_LAST_ADMIN_TITLE, description: CANNOT_DELETE_LAST_ADMIN_TIP };
  }
  if (user.id === meId)
    return { title: "Cannot Remove Yourself", description: CANNOT_REMOVE_YOURSELF_MESSAGE };
  return null;
}

/** The delete button's tip when it is disabled (spec §5: the last company admin). */
export function deleteDisabledTip(users: readonly CompanyUserDto[], user: CompanyUserDto, meId: number) {
  // The only user keeps the button, which answers 'Cannot Delete Last User'.
  if (users.filter((one) => !one.deactivated).length <= 1) return null;
  if (isAdmin(user.role) && !isPlatformAdmin(user.role) && adminCount(users) <= 1)
    return CANNOT_DELETE_LAST_ADMIN_TIP;
  if (user.id === meId) return CANNOT_REMOVE_YOURSELF_MESSAGE;
  return null;
}
