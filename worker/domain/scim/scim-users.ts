import { and, asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { invitations, scimIdentities, sessions, users } from "../../db/schema";
import { type AuditActor, auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { appErrorIn, CANNOT_REMOVE_LAST_ADMIN_MESSAGE, isPlatformAdmin, userLimitMessage } from "../contract";
import { mirrorPeople } from "../people/people-mirror";
import {
  anotherAdminRemains,
  companySeats,
  isAdminRole,
  openInvitationOf,
  planLabel,
  withinSeatLimit,
} from "../team/team-rules";
import { writeUserRemoval } from "../team/user-account-changes";
import { ScimError, scimConflict, scimNotFound } from "./scim-error";
import { filterKey, matchesScimFilter, parseScimFilter, type ScimFilter } from "./scim-filter";
import { applyScimPatch } from "./scim-patch";
import {
  type ScimCaller,
  scimCallerOf,
  scimTokenCompany,
  scimTokenHash,
  scimTokenQuery,
} from "./scim-token-auth";
import {
  canonicalUser,
  type ScimResource,
  type ScimUserState,
  stateOf,
  userResource,
} from "./scim-user-resource";

// The Users resource (RFC 7644 §3.3–3.6) over one company's people, through the rules the Team
// Members tab keeps: a created person is a user within the seat limit; deactivation ends their
// sessions at once and frees their seat; reactivation takes a seat again; deletion is the tab's
// removal; a new e-mail address must be free across the platform. Every query is scoped by the
// token's company, and every change is in its audit trail with the token's name.

type UserRow = typeof users.$inferSelect;
type IdentityRow = typeof scimIdentities.$inferSelect;
interface Person {
  user: UserRow;
  identity: IdentityRow | null;
}

export const MAX_PAGE_SIZE = 200;

const actorOf = (caller: ScimCaller): AuditActor => ({ companyId: caller.companyId, userId: null });
const via = (caller: ScimCaller) => ({
  via: "scim",
  scimToken: caller.tokenName,
  scimTokenId: caller.tokenId,
});

/**
 * One statement: the person and what the identity provider said of them, by any condition, in the
 * company — its id, or the company of a bearer token (`scimTokenCompany`) when sent beside the token's own read.
 */
const peopleWhere = (
  ctx: DomainContext,
  company: number | ReturnType<typeof scimTokenCompany>,
  condition: SQL | undefined,
) =>
  ctx.directory
    .select({ user: users, identity: scimIdentities })
    .from(users)
    .leftJoin(scimIdentities, eq(scimIdentities.userId, users.id))
    .where(
      and(
        typeof company === "number" ? eq(users.companyId, company) : inArray(users.companyId, company),
        condition,
      ),
    );

async function findPerson(ctx: DomainContext, caller: ScimCaller, id: string): Promise<Person> {
  const userId = /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
  if (userId === null) throw scimNotFound();
  const [found] = await peopleWhere(ctx, caller.companyId, eq(users.id, userId)).limit(1);
  if (!found) throw scimNotFound();
  return found;
}

export async function getScimUser(ctx: DomainContext, caller: ScimCaller, id: string): Promise<ScimResource> {
  const { user, identity } = await findPerson(ctx, caller, id);
  return userResource(user, identity, caller.baseUrl);
}

export interface ListQuery {
  filter?: string;
  startIndex?: number;
  count?: number;
}

/**
 * GET /Users: the company's people, by id, filtered and paged (1-based startIndex). A filter with an
 * equality on userName, an e-mail, externalId or id is one indexed query, whatever the company's
 * size; any other filter is checked against every person of the company.
 */
export async function listScimUsers(ctx: DomainContext, caller: ScimCaller, query: ListQuery) {
  const { startIndex, pageSize } = pageOf(query);
  const filter = parsedFilter(query.filter);
  if (!filter) {
    const [counted, rows] = await Promise.all([
      ctx.directory.select({ value: count() }).from(users).where(eq(users.companyId, caller.companyId)),
      peopleWhere(ctx, caller.companyId, undefined)
        .orderBy(asc(users.id))
        .limit(pageSize)
        .offset(startIndex - 1),
    ]);
    return listResponse(caller, rows, counted[0]?.value ?? 0, startIndex);
  }
  const rows = await peopleWhere(ctx, caller.companyId, keyCondition(filter)).orderBy(asc(users.id));
  return filteredList(caller, rows, filter, startIndex, pageSize);
}

/**
 * GET /Users from a bearer token: the lookup a provider makes before every change (`userName eq`)
 * is read together with the token (one D1 batch), scoped by the token's company in SQL — one
 * round trip. Its rows are answered only once the token and its plan are accepted; a filter with
 * no indexed equality (or one that does not parse) waits for the token as any other request does.
 */
export async function listScimUsersWithToken(
  ctx: DomainContext,
  authorization: string | null,
  appOrigin: string,
  query: ListQuery,
): Promise<{ caller: ScimCaller; list: Awaited<ReturnType<typeof listScimUsers>> }> {
  const tokenHash = await scimTokenHash(authorization);
  let filter: ScimFilter | null = null;
  try {
    filter = parsedFilter(query.filter);
  } catch {
    // Who asks comes first: an unknown token is a 401 whatever its filter; the 400 follows below.
  }
  const condition = filter ? keyCondition(filter) : undefined;
  if (!filter || !condition) {
    const [found] = await scimTokenQuery(ctx, tokenHash);
    const caller = await scimCallerOf(ctx, found, appOrigin);
    return { caller, list: await listScimUsers(ctx, caller, query) };
  }
  // Started together, the two reads go to D1 as one batch (reads-together.ts).
  const [[found], rows] = await Promise.all([
    scimTokenQuery(ctx, tokenHash),
    peopleWhere(ctx, scimTokenCompany(ctx, tokenHash), condition).orderBy(asc(users.id)),
  ]);
  const caller = await scimCallerOf(ctx, found, appOrigin);
  const { startIndex, pageSize } = pageOf(query);
  return { caller, list: filteredList(caller, rows, filter, startIndex, pageSize) };
}

const pageOf = (query: ListQuery) => ({
  startIndex: Math.max(1, query.startIndex ?? 1),
  pageSize: Math.min(MAX_PAGE_SIZE, Math.max(0, query.count ?? 100)),
});

const parsedFilter = (filter: string | undefined): ScimFilter | null =>
  filter === undefined || filter.trim() === "" ? null : parseScimFilter(filter);

/** The indexed condition a filter's top-level equality gives; undefined reads every person of the company. */
function keyCondition(filter: ScimFilter): SQL | undefined {
  const key = filterKey(filter);
  if (!key) return undefined;
  if (key.by === "email") return eq(users.email, key.value.trim().toLowerCase());
  if (key.by === "externalId") return eq(scimIdentities.externalId, key.value);
  return /^[1-9][0-9]{0,15}$/.test(key.value) ? eq(users.id, Number(key.value)) : sql`0`;
}

/** The rows a keyed (or whole-company) read found, checked against the whole filter, then paged. */
function filteredList(
  caller: ScimCaller,
  rows: Person[],
  filter: ScimFilter,
  startIndex: number,
  pageSize: number,
) {
  const matching = rows.filter(({ user, identity }) =>
    matchesScimFilter(userResource(user, identity, caller.baseUrl), filter),
  );
  return listResponse(
    caller,
    matching.slice(startIndex - 1, startIndex - 1 + pageSize),
    matching.length,
    startIndex,
  );
}

const listResponse = (caller: ScimCaller, page: Person[], total: number, startIndex: number) => ({
  schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
  totalResults: total,
  startIndex,
  itemsPerPage: page.length,
  Resources: page.map(({ user, identity }) => userResource(user, identity, caller.baseUrl)),
});

const seatLimitError = (tier: Parameters<typeof planLabel>[0], limit: number, own: boolean) =>
  new ScimError(409, `${userLimitMessage(planLabel(tier), limit, own)} Nobody was added or reactivated.`);

/** The refusal for an address another account already uses: here, or in another company. */
async function emailTakenError(ctx: DomainContext, caller: ScimCaller, email: string, exceptUserId?: number) {
  const [taken] = await ctx.directory
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  if (!taken) return null;
  return scimConflict(
    taken.companyId === caller.companyId
      ? `A user with userName ${email} already exists (id ${taken.id}).`
      : `${email} already has a Charterly account in another company; it cannot be provisioned here.`,
  );
}

/** POST /Users: a new member of the company with the user role. */
export async function createScimUser(
  ctx: DomainContext,
  caller: ScimCaller,
  body: unknown,
): Promise<ScimResource> {
  const state = stateOf(canonicalUser(body));
  const active = state.active !== false;
  const taken = await emailTakenError(ctx, caller, state.email);
  if (taken) throw taken;
  const now = ctx.clock.now();
  const seats = active ? await companySeats(ctx, caller.companyId) : null;
  // An invitation of the same address holds a seat already: the person takes that one.
  const [invited] = await ctx.directory
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(openInvitationOf(caller.companyId, now), eq(invitations.email, state.email)))
    .limit(1);
  if (seats && seats.limit !== null && seats.used - (invited ? 1 : 0) >= seats.limit)
    throw seatLimitError(seats.tier, seats.limit, seats.limitIsCompanyOwn);

  try {
    await ctx.directory.batch([
      ctx.directory.insert(users).values({
        companyId: caller.companyId,
        email: state.email,
        firstName: state.firstName,
        lastName: state.lastName,
        role: "user",
        emailVerified: false,
        deactivatedAt: active ? null : now,
        createdAt: now,
        updatedAt: now,
      }),
      // Straight after the insert: last_insert_rowid() is the new person's id.
      ctx.directory.insert(scimIdentities).values({
        userId: sql`last_insert_rowid()`,
        companyId: caller.companyId,
        externalId: state.externalId,
        attributes: state.attributes,
        updatedAt: now,
      }),
      auditEventStatement(ctx.directory, ctx.clock, actorOf(caller), {
        action: "scim.user_create",
        targetType: "user",
        targetId: sql`(select ${users.id} from ${users} where ${users.email} = ${state.email})`,
        details: { email: state.email, role: "user", active, ...via(caller) },
      }),
      ...(invited
        ? [
            ctx.directory
              .update(invitations)
              .set({ status: "accepted", acceptedAt: now })
              .where(eq(invitations.id, invited.id)),
          ]
        : []),
      ...(seats && seats.limit !== null
        ? [batchGuard(ctx.directory, withinSeatLimit(caller.companyId, seats.limit, now))]
        : []),
    ]);
  } catch (error) {
    if (seats && seats.limit !== null && isGuardFailure(error))
      throw seatLimitError(seats.tier, seats.limit, seats.limitIsCompanyOwn);
    // The same address created meanwhile (a retry racing the first request).
    if (constraintFailure(error)?.kind === "unique")
      throw (await emailTakenError(ctx, caller, state.email)) ?? error;
    throw error;
  }
  const [created] = await peopleWhere(ctx, caller.companyId, eq(users.email, state.email)).limit(1);
  if (!created) throw new Error("The provisioned user was not written.");
  await mirrorPeople(ctx, [created.user]);
  return userResource(created.user, created.identity, caller.baseUrl);
}

/** PUT /Users/:id: the whole resource replaced; `active` left out keeps the person as they are. */
export async function replaceScimUser(ctx: DomainContext, caller: ScimCaller, id: string, body: unknown) {
  const person = await findPerson(ctx, caller, id);
  return writeChange(ctx, caller, person, stateOf(canonicalUser(body)), "scim.user_replace");
}

/** PATCH /Users/:id: the operations applied to the resource as it is, then written as a PUT would be. */
export async function patchScimUser(ctx: DomainContext, caller: ScimCaller, id: string, body: unknown) {
  const person = await findPerson(ctx, caller, id);
  const patched = applyScimPatch(userResource(person.user, person.identity, caller.baseUrl), body);
  return writeChange(ctx, caller, person, stateOf(canonicalUser(patched)), "scim.user_update");
}

/** DELETE /Users/:id: the Team Members tab's removal (sessions end; what they wrote stays). */
export async function deleteScimUser(ctx: DomainContext, caller: ScimCaller, id: string): Promise<void> {
  const { user } = await findPerson(ctx, caller, id);
  if (isPlatformAdmin(user.role))
    throw new ScimError(403, "A platform administrator is not provisioned by SCIM.");
  try {
    await writeUserRemoval(ctx, actorOf(caller), user, { action: "scim.user_remove", details: via(caller) });
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal?.code === "not_found") throw scimNotFound();
    if (refusal?.code === "conflict") throw new ScimError(409, refusal.message);
    throw error;
  }
}

/**
 * Writes what a PUT or PATCH changed, in one batch with its audit row: the address (free across the
 * platform, else 409 uniqueness; the person's sessions end, as after an e-mail change), the name,
 * deactivation (sessions end, the company keeps an active admin) or reactivation (within the seat
 * limit), and what Charterly keeps only to answer back.
 */
async function writeChange(
  ctx: DomainContext,
  caller: ScimCaller,
  { user, identity }: Person,
  next: ScimUserState,
  action: string,
): Promise<ScimResource> {
  if (isPlatformAdmin(user.role))
    throw new ScimError(403, "A platform administrator is not provisioned by SCIM.");
  const wasActive = user.deactivatedAt === null;
  const active = next.active ?? wasActive;
  const emailChanged = next.email !== user.email;
  const now = ctx.clock.now();
  if (emailChanged) {
    const taken = await emailTakenError(ctx, caller, next.email, user.id);
    if (taken) throw taken;
  }
  const deactivates = wasActive && !active;
  const reactivates = !wasActive && active;
  const seats = reactivates ? await companySeats(ctx, caller.companyId) : null;
  if (seats && seats.limit !== null && seats.used >= seats.limit)
    throw seatLimitError(seats.tier, seats.limit, seats.limitIsCompanyOwn);
  const demotesLastAdmin = deactivates && isAdminRole(user.role);

  const changes = {
    ...(emailChanged ? { email: next.email, emailVerified: false } : {}),
    firstName: next.firstName,
    lastName: next.lastName,
    deactivatedAt: active ? null : (user.deactivatedAt ?? now),
  };
  const changed =
    emailChanged ||
    next.firstName !== user.firstName ||
    next.lastName !== user.lastName ||
    deactivates ||
    reactivates ||
    next.externalId !== (identity?.externalId ?? null) ||
    JSON.stringify(next.attributes) !== JSON.stringify(identity?.attributes ?? {});
  if (!changed) return userResource(user, identity, caller.baseUrl);

  // The person as read, inside the batch: a change made meanwhile is not overwritten unseen.
  const unchanged = sql`exists (select 1 from ${users} where ${users.id} = ${user.id} and ${users.updatedAt} = ${user.updatedAt.getTime()})`;
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, unchanged),
      ...(demotesLastAdmin
        ? [batchGuard(ctx.directory, anotherAdminRemains(caller.companyId, user.id))]
        : []),
      ctx.directory
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.companyId, caller.companyId))),
      ...(deactivates || emailChanged
        ? [ctx.directory.delete(sessions).where(eq(sessions.userId, user.id))]
        : []),
      ctx.directory
        .insert(scimIdentities)
        .values({
          userId: user.id,
          companyId: caller.companyId,
          externalId: next.externalId,
          attributes: next.attributes,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: scimIdentities.userId,
          set: { externalId: next.externalId, attributes: next.attributes, updatedAt: now },
        }),
      auditEventStatement(ctx.directory, ctx.clock, actorOf(caller), {
        action: deactivates ? "scim.user_deactivate" : reactivates ? "scim.user_reactivate" : action,
        targetType: "user",
        targetId: user.id,
        details: {
          email: next.email,
          ...(emailChanged ? { previousEmail: user.email } : {}),
          ...via(caller),
        },
      }),
      ...(seats && seats.limit !== null
        ? [batchGuard(ctx.directory, withinSeatLimit(caller.companyId, seats.limit, now))]
        : []),
    ]);
  } catch (error) {
    if (constraintFailure(error)?.kind === "unique")
      throw (await emailTakenError(ctx, caller, next.email, user.id)) ?? error;
    if (!isGuardFailure(error)) throw error;
    const [current] = await ctx.directory.select().from(users).where(eq(users.id, user.id));
    if (!current) throw scimNotFound();
    if (current.updatedAt.getTime() !== user.updatedAt.getTime())
      throw new ScimError(409, "The user was changed meanwhile; read it again and retry.");
    if (demotesLastAdmin) throw new ScimError(409, `${CANNOT_REMOVE_LAST_ADMIN_MESSAGE} They stay active.`);
    if (seats && seats.limit !== null) throw seatLimitError(seats.tier, seats.limit, seats.limitIsCompanyOwn);
    throw error;
  }
  const [updated] = await peopleWhere(ctx, caller.companyId, eq(users.id, user.id)).limit(1);
  if (!updated) throw scimNotFound();
  await mirrorPeople(ctx, [updated.user]);
  return userResource(updated.user, updated.identity, caller.baseUrl);
}
