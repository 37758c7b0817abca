import { isAdmin, type Role } from "../vocabulary";

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/lifecycle.ts.

/** Who may mark a document reviewed: its owner, or an admin (the document must also be in force). */
export const mayReview = (person: { userId: number; role: Role }, document: { ownerUserId: number | null }) =>
  isAdmin(person.role) || document.ownerUserId === person.userId;
