/** Which SQLite constraint a failed write broke (D1 and drizzle wrap the message in causes). */
export type ConstraintKind = "check" | "not_null" | "unique" | "foreign_key";

export function constraintFailure(error: unknown): { kind: ConstraintKind; detail: string } | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const match = /(CHECK|NOT NULL|UNIQUE|FOREIGN KEY) constraint failed:?\s*([^\n]*)/i.exec(e.message);
    if (match) {
      const kind = match[1]!.toLowerCase().replace(" ", "_") as ConstraintKind;
      return { kind, detail: match[2]!.trim() };
    }
  }
  return null;
}
