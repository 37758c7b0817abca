import type { CurrentUser } from "@charterly/domain/contract";

// How the signed-in person is greeted and pictured; their full name is the contract's fullName.

export function firstNameOrUser(person: Pick<CurrentUser, "firstName">): string {
  return person.firstName?.trim() || "User";
}

export function initials(person: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const letters = [person.firstName, person.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || person.email.charAt(0)).toUpperCase();
}
