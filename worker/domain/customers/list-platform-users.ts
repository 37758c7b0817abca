import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type PlatformUserListQuery, type PlatformUserPageDto, shownCompanyName } from "../contract";
import { toCompanyUserDto } from "../team/team-rules";
import { activeCompany } from "./customer-rules";

/**
 * Every person of every company outside the recycle bin (deactivated people too, marked so), for
 * platform administrators: oldest account first, `limit` a page, the next page after the cursor
 * (the last id shown). People are in the directory, so one query answers whatever database a
 * company's documents are on. `search` matches a name or an e-mail address (case-insensitive,
 * taken literally); `companyId` keeps one company's people.
 */
export async function listPlatformUsers(
  ctx: DomainContext,
  actor: Actor,
  query: PlatformUserListQuery,
): Promise<PlatformUserPageDto> {
  requirePermission(actor, "platform.customers");
  const filters: SQL[] = [activeCompany];
  if (query.companyId !== undefined) filters.push(eq(users.companyId, query.companyId));
  if (query.after !== undefined) filters.push(gt(users.id, Number(query.after)));
  const search = query.search?.trim();
  if (search) {
    // instr, not LIKE: D1 refuses long LIKE patterns, and instr takes the text as typed.
    const contains = (column: SQL | typeof users.email) => sql`instr(lower(${column}), lower(${search})) > 0`;
    filters.push(
      or(
        contains(users.email),
        contains(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`),
      )!,
    );
  }
  // One more than asked: whether a further page exists.
  const rows = await ctx.directory
    .select({ user: users, companyName: companies.name, displayName: companies.displayName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(...filters))
    .orderBy(asc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    users: page.map(({ user, companyName, displayName }) => ({
      ...toCompanyUserDto(user),
      companyId: user.companyId,
      companyName: shownCompanyName({ name: companyName, displayName }),
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.user.id) : null,
  };
}
