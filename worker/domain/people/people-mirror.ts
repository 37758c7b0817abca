import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  chatConversations,
  chatFeedback,
  chatMessages,
  comments,
  companies,
  companyPeople,
  documentAcknowledgements,
  documents,
  documentVersions,
  knowledgeBaseDocuments,
  questionGaps,
  tokenRequests,
  tokenTransactions,
  users,
} from "../../db/schema";
import type { Database, DomainContext } from "../context";
import { chunks, companiesMoving } from "../platform/company-databases";

// A company's people, as its own database shows them (decision 027, stage 2). `users` lives in the
// directory; the company database keeps a copy of what its rows show beside a person (name, e-mail,
// role, whether active), so its reads never join across databases. The operation that changes a
// person writes the directory first, then the copy (`mirrorPeople`); two databases share no
// transaction, so a copy can be missed (the request failed between the two writes) or overtaken (two
// changes at once): the copy carries the directory row's `updated_at` and an older copy never
// overwrites a newer, and the scheduled repair (`repairPeopleMirror`) mends what was missed.

/** What the company database copies of a person: the columns of `users` its reads show or filter by. */
export type MirroredPerson = Pick<
  typeof users.$inferSelect,
  "id" | "companyId" | "email" | "firstName" | "lastName" | "role" | "deactivatedAt" | "updatedAt"
>;

/** The columns of `users` a copy is taken from (select these, or pass a whole row). */
const mirroredPersonColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  updatedAt: users.updatedAt,
};

/**
 * Writes the copy of a person into a company database (idempotent). After a change, a copy there
 * that is newer stays; the repair, which has just read the directory, overwrites whatever is there.
 */
export function mirrorPersonStatement(
  into: Database,
  person: MirroredPerson,
  overwrite: "if-newer" | "always" = "if-newer",
) {
  const copy = copyOf(person);
  return into
    .insert(companyPeople)
    .values(copy)
    .onConflictDoUpdate({
      target: companyPeople.id,
      set: {
        companyId: copy.companyId,
        email: copy.email,
        firstName: copy.firstName,
        lastName: copy.lastName,
        role: copy.role,
        deactivatedAt: copy.deactivatedAt,
        updatedAt: copy.updatedAt,
      },
      setWhere:
        overwrite === "always" ? undefined : sql`${companyPeople.updatedAt} <= ${copy.updatedAt.getTime()}`,
    });
}

/**
 * Takes people out of a company database (they were removed from the platform): their copy, and
 * their id wherever company rows name them. `users` is the directory's, so a company database keeps
 * no foreign keys into it (migration 0015): what ON DELETE did there is done here, the same way —
 * what they wrote stays without its author, what was theirs alone (their acknowledgements, their
 * ratings of answers) goes.
 */
function forgetPeopleStatements(into: Database, personIds: readonly number[]) {
  // In groups under D1's 100 bound parameters per statement (the repair forgets a page at a time).
  return chunks(personIds, 90).flatMap((ids) => forgetGroupStatements(into, ids));
}

function forgetGroupStatements(into: Database, ids: number[]) {
  return [
    into.update(documents).set({ createdByUserId: null }).where(inArray(documents.createdByUserId, ids)),
    into.update(documents).set({ ownerUserId: null }).where(inArray(documents.ownerUserId, ids)),
    into
      .update(documentVersions)
      .set({ changedByUserId: null })
      .where(inArray(documentVersions.changedByUserId, ids)),
    into.update(comments).set({ userId: null }).where(inArray(comments.userId, ids)),
    into.update(chatMessages).set({ userId: null }).where(inArray(chatMessages.userId, ids)),
    into.update(chatConversations).set({ userId: null }).where(inArray(chatConversations.userId, ids)),
    into
      .update(knowledgeBaseDocuments)
      .set({ createdByUserId: null })
      .where(inArray(knowledgeBaseDocuments.createdByUserId, ids)),
    into
      .update(tokenRequests)
      .set({ requestedByUserId: null })
      .where(inArray(tokenRequests.requestedByUserId, ids)),
    into
      .update(tokenRequests)
      .set({ processedByUserId: null })
      .where(inArray(tokenRequests.processedByUserId, ids)),
    into
      .update(tokenTransactions)
      .set({ createdByUserId: null })
      .where(inArray(tokenTransactions.createdByUserId, ids)),
    into
      .update(questionGaps)
      .set({ resolvedByUserId: null })
      .where(inArray(questionGaps.resolvedByUserId, ids)),
    into.delete(documentAcknowledgements).where(inArray(documentAcknowledgements.userId, ids)),
    into.delete(chatFeedback).where(inArray(chatFeedback.userId, ids)),
    into.delete(companyPeople).where(inArray(companyPeople.id, ids)),
  ] as const;
}

/**
 * Copies people into their companies' databases, right after the directory's write that changed
 * them (pass the rows as the directory holds them now). One batch per database. The change is
 * already committed: a copy that cannot be written is logged, not an error of the request, and the
 * daily repair writes it.
 */
export async function mirrorPeople(ctx: MirrorContext, people: readonly MirroredPerson[]) {
  await inTheirDatabases(ctx, people, (db, group) =>
    group.map((person) => mirrorPersonStatement(db, person)),
  );
}

/**
 * After a person moved to another company (a domain's offer taken): their copy in the database of
 * the company they joined and, when the company they left is on another database, there too — as
 * one shared database would show it, they are no longer among the people of the company they left.
 */
export async function mirrorMovedPerson(ctx: MirrorContext, person: MirroredPerson, fromCompanyId: number) {
  // Grouped by database through where the person is and where they were; each database, one or
  // two, gets the same copy once.
  const whereabouts = [person, { ...person, companyId: fromCompanyId }];
  await inTheirDatabases(ctx, whereabouts, (db) => [mirrorPersonStatement(db, person)]);
}

/** Takes removed people out of their companies' databases, right after the directory removed them. */
export async function forgetPeople(
  ctx: MirrorContext,
  people: ReadonlyArray<Pick<MirroredPerson, "id" | "companyId">>,
) {
  await inTheirDatabases(ctx, people, (db, group) =>
    forgetPeopleStatements(
      db,
      group.map((person) => person.id),
    ),
  );
}

type MirrorContext = Pick<DomainContext, "companyDb" | "directory" | "companyDatabases" | "log">;

/**
 * Writes statements for people into the database of each one's company (decision 027): with one
 * company database that is the context's own, without a read; else the companies' database numbers
 * are read from the directory first (the caller may act for another company: a platform admin, a
 * sign-in). Failures are logged (MIRROR_MISSED), never thrown.
 */
async function inTheirDatabases<P extends Pick<MirroredPerson, "id" | "companyId">>(
  ctx: MirrorContext,
  people: readonly P[],
  statements: (db: Database, group: P[]) => readonly BatchItem<"sqlite">[],
) {
  if (people.length === 0) return;
  try {
    const groups = new Map<Database, P[]>();
    const numbers =
      ctx.companyDatabases.length === 1
        ? null
        : new Map(
            (
              await ctx.directory
                .select({ id: companies.id, databaseNumber: companies.databaseNumber })
                .from(companies)
                .where(inArray(companies.id, [...new Set(people.map((person) => person.companyId))]))
            ).map((company) => [company.id, company.databaseNumber]),
          );
    for (const person of people) {
      const db = numbers ? ctx.companyDatabases[(numbers.get(person.companyId) ?? 1) - 1] : ctx.companyDb;
      if (!db)
        throw new Error(
          `No company database ${numbers?.get(person.companyId)} for company ${person.companyId}.`,
        );
      groups.set(db, [...(groups.get(db) ?? []), person]);
    }
    for (const [db, group] of groups) {
      const [first, ...rest] = statements(db, group);
      if (first) await db.batch([first, ...rest]);
    }
  } catch (error) {
    ctx.log.error(MIRROR_MISSED, error, { people: people.map((person) => person.id) });
  }
}

const MIRROR_MISSED =
  "A person changed, but their company database's copy was not written; the daily repair-people-copies job writes it";

interface MirrorRepair {
  /** People whose copies were compared with the directory. */
  checked: number;
  /** People copied or brought up to date. */
  copied: number;
  /** Copies of people the directory no longer has, taken out. */
  removed: number;
}

/** People compared per page: two reads and at most one batch each. */
const REPAIR_PAGE = 500;

/**
 * Compares the directory's people with the company database's copies and mends the difference:
 * what a request that failed between its two writes left behind. Pages through both by id: per page
 * two reads and a write only where a copy differs.
 *
 * The copies are read before the people, so a copy read is never newer than the directory read
 * after it, except by a clock's skew: such a copy is overwritten. Any other copy is overwritten only
 * if it is still no newer than what was read, so a change that lands meanwhile keeps its copy.
 */
export async function repairPeopleMirror(
  ctx: Pick<DomainContext, "companyDb" | "directory">,
  pageSize = REPAIR_PAGE,
  /** Which company database `ctx.companyDb` is: its copies are of the people of the companies it holds. */
  databaseNumber = 1,
): Promise<MirrorRepair> {
  const repair: MirrorRepair = { checked: 0, copied: 0, removed: 0 };
  // A company moving between databases (move-company.ts) is left alone: its copies may be in two
  // databases until the move finishes, and the one it leaves refuses their writes.
  const moving = new Set(await companiesMoving(ctx));
  let afterId = 0;
  for (;;) {
    const copiesRead = await ctx.companyDb
      .select()
      .from(companyPeople)
      .where(gt(companyPeople.id, afterId))
      .orderBy(asc(companyPeople.id))
      .limit(pageSize);
    const copiesEnd = copiesRead.length < pageSize ? undefined : copiesRead[copiesRead.length - 1]!.id;
    const people = await ctx.directory
      .select(mirroredPersonColumns)
      .from(users)
      .where(
        and(
          gt(users.id, afterId),
          copiesEnd === undefined ? undefined : lte(users.id, copiesEnd),
          inArray(
            users.companyId,
            ctx.directory
              .select({ id: companies.id })
              .from(companies)
              .where(eq(companies.databaseNumber, databaseNumber)),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(pageSize);
    // The page ends where the shorter of the two reads ends: every copy and person up to it was read.
    const upTo = people.length < pageSize ? copiesEnd : people[people.length - 1]!.id;
    const copies = (upTo === undefined ? copiesRead : copiesRead.filter((copy) => copy.id <= upTo)).filter(
      (copy) => !moving.has(copy.companyId),
    );
    const copyById = new Map(copies.map((copy) => [copy.id, copy]));
    const stale = people.filter(
      (person) => !moving.has(person.companyId) && !sameCopy(copyById.get(person.id), copyOf(person)),
    );
    const inDirectory = new Set(people.map((person) => person.id));
    const notHere = copies.filter((copy) => !inDirectory.has(copy.id));
    // A copy of someone who now works for a company on another database (they took a domain's
    // offer) stays, brought up to date, as one shared database would keep it: what they wrote and
    // acknowledged here keeps their name. Only people the directory no longer has are forgotten.
    const elsewhere = await peopleElsewhere(
      ctx,
      notHere.map((copy) => copy.id),
    );
    const movedAway = elsewhere.filter(
      (person) => !moving.has(person.companyId) && !sameCopy(copyById.get(person.id), copyOf(person)),
    );
    const stillKnown = new Set(elsewhere.map((person) => person.id));
    const gone = notHere.filter((copy) => !stillKnown.has(copy.id)).map((copy) => copy.id);
    const [first, ...rest] = [
      ...movedAway.map((person) => mirrorPersonStatement(ctx.companyDb, person, "always")),
      ...stale.map((person) => {
        const skewed = (copyById.get(person.id)?.updatedAt.getTime() ?? 0) > person.updatedAt.getTime();
        return mirrorPersonStatement(ctx.companyDb, person, skewed ? "always" : "if-newer");
      }),
      ...(gone.length > 0 ? forgetPeopleStatements(ctx.companyDb, gone) : []),
    ];
    if (first) await ctx.companyDb.batch([first, ...rest]);
    repair.checked += people.length;
    repair.copied += stale.length + movedAway.length;
    repair.removed += gone.length;
    if (upTo === undefined) return repair;
    afterId = upTo;
  }
}

/** Of these people, those the directory still has (in a company another database holds). */
async function peopleElsewhere(ctx: Pick<DomainContext, "directory">, ids: number[]) {
  const found: MirroredPerson[] = [];
  for (const group of chunks(ids, 90))
    found.push(
      ...(await ctx.directory.select(mirroredPersonColumns).from(users).where(inArray(users.id, group))),
    );
  return found;
}

function copyOf(person: MirroredPerson): typeof companyPeople.$inferSelect {
  return {
    id: person.id,
    companyId: person.companyId,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    deactivatedAt: person.deactivatedAt,
    updatedAt: person.updatedAt,
  };
}

function sameCopy(
  copy: typeof companyPeople.$inferSelect | undefined,
  wanted: typeof companyPeople.$inferSelect,
) {
  return (
    copy !== undefined &&
    copy.companyId === wanted.companyId &&
    copy.email === wanted.email &&
    copy.firstName === wanted.firstName &&
    copy.lastName === wanted.lastName &&
    copy.role === wanted.role &&
    copy.deactivatedAt?.getTime() === wanted.deactivatedAt?.getTime() &&
    copy.updatedAt.getTime() === wanted.updatedAt.getTime()
  );
}
