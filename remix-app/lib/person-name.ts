import type { CurrentUser } from "@charterly/domain/contract";

type Person = Pick<CurrentUser, "firstName" | "lastName" | "email">;

export function fullName(person: Person): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}

export function firstNameOrUser(person: Pick<CurrentUser, "firstName">): string {
  return person.firstName?.trim() || "User";
}

export function initials(person: Person): string {
  const letters = [person.firstName, person.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || person.email.charAt(0)).toUpperCase();
}
