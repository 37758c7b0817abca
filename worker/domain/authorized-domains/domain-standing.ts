import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { companies, companySettings, domainJoinOffers, users } from "../../db/schema";
import type { DomainContext } from "../context";
import {
  DOMAIN_CLAIMED_LINK_MESSAGE,
  DOMAIN_CLAIMED_MESSAGE,
  DOMAIN_PEOPLE_ELSEWHERE_LINK_MESSAGE,
  domainTxtRecordValue,
  SYSTEM_COMPANY_ID,
} from "../contract";

// Who wins an e-mail domain (decision 032), in one place. A claim is free and routes nobody; a
// proof decides:
// - A DNS proof (the TXT record with the company's token) wins over people of other companies who
//   merely signed up at the domain: they are not moved, they are offered to join the prover or keep
//   their own company (domain-join-offers.ts).
// - A mailed link (admin@, postmaster@ …) proves a domain nobody else uses, but does not take one
//   from people of another company: a role mailbox may be a catch-all or forwarded to anyone,
//   DNS is the domain's own record of who controls it.
// - A domain another company holds proven stays with it until a platform admin releases it
//   (release-authorized-domain.ts) or its TXT record is gone at the next company's DNS check: a DNS
//   proof takes it from a holder whose own record is not there any more (the DNS says the domain
//   changed hands); with the holder's record still there, the holder keeps it.

/** A company that holds the domain proven, and the token its TXT record would carry. */
export interface DomainHolder {
  companyId: number;
  token: string | null;
}

export interface DomainStanding {
  /** Another company that holds the domain proven (in its authorized domains), if any. */
  holder: DomainHolder | null;
  /** People of another company sign in with addresses at the domain. */
  peopleElsewhere: boolean;
}

export type DomainProofMethod =
  | { method: "dns"; txtRecords: readonly string[] }
  | {
      method: "email";
      /** The asking company's name: a link's refusal is read at the domain, not in that company. */
      askedBy: string;
      txtRecords?: undefined;
    };

/** SQL: a company other than these holds the domain proven (in its authorized domains). */
export const verifiedElsewhere = (exceptCompanyIds: readonly number[], domain: string): SQL =>
  sql`exists (select 1 from ${companySettings} where ${companySettings.companyId} not in (${sql.join(
    exceptCompanyIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and exists (select 1 from json_each(${companySettings.authorizedDomains}) where json_each.value = ${domain}))`;

/** SQL: the company holds the domain proven (each a value, or a column of the outer query). */
export const holdsDomain = (companyId: number | SQL, domain: string | SQL): SQL =>
  sql`exists (select 1 from ${companySettings} where ${companySettings.companyId} = ${companyId} and exists (select 1 from json_each(${companySettings.authorizedDomains}) where json_each.value = ${domain}))`;

/** SQL: the address is at the domain. By the address's end, not LIKE (D1 refuses LIKE patterns over 50 bytes). */
export const addressAt = (email: SQL | typeof users.email, domain: string): SQL =>
  sql`substr(lower(${email}), -${domain.length + 1}) = ${`@${domain}`}`;

/** SQL: people of another company sign in with addresses at the domain. */
export const peopleElsewhere = (companyId: number, domain: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.companyId} <> ${companyId} and ${addressAt(users.email, domain)})`;

/** Who else stands on the domain, seen from the company that would prove it. */
export async function readDomainStanding(
  ctx: DomainContext,
  companyId: number,
  domain: string,
): Promise<DomainStanding> {
  const [holders, people] = await Promise.all([
    ctx.directory
      .select({ companyId: companySettings.companyId, token: companySettings.domainVerificationToken })
      .from(companySettings)
      .where(
        and(
          ne(companySettings.companyId, companyId),
          sql`exists (select 1 from json_each(${companySettings.authorizedDomains}) where json_each.value = ${domain})`,
        ),
      )
      .orderBy(companySettings.companyId)
      .limit(1),
    ctx.directory.get<{ found: number }>(sql`select ${peopleElsewhere(companyId, domain)} as found`),
  ]);
  return { holder: holders[0] ?? null, peopleElsewhere: Boolean(people?.found) };
}

/**
 * The rule: why this proof does not give the domain to the company, or null when it does (taking
 * it from a holder whose TXT record is gone, when there is one). See the comment at the top.
 */
export function proofRefusal(
  domain: string,
  standing: DomainStanding,
  proof: DomainProofMethod,
): string | null {
  if (standing.holder) {
    const holderRecordThere =
      standing.holder.token !== null &&
      (proof.txtRecords ?? []).some(
        (record) => record.trim() === domainTxtRecordValue(standing.holder!.token!),
      );
    if (proof.method === "email") return DOMAIN_CLAIMED_LINK_MESSAGE(domain, proof.askedBy);
    if (holderRecordThere) return DOMAIN_CLAIMED_MESSAGE(domain);
  }
  if (standing.peopleElsewhere && proof.method === "email")
    return DOMAIN_PEOPLE_ELSEWHERE_LINK_MESSAGE(domain, proof.askedBy);
  return null;
}

/**
 * SQL for the proof's batch guard: the standing is still what the rule judged (the same holder or
 * none, and for a mailed link still nobody elsewhere), so two proofs at once cannot both win.
 */
export function standingStillHolds(
  companyId: number,
  domain: string,
  standing: DomainStanding,
  proof: DomainProofMethod,
): SQL {
  const holder = standing.holder;
  const others = holder
    ? sql`${holdsDomain(holder.companyId, domain)} and not ${verifiedElsewhere([companyId, holder.companyId], domain)}`
    : sql`not ${verifiedElsewhere([companyId], domain)}`;
  return proof.method === "dns" ? others : sql`${others} and not ${peopleElsewhere(companyId, domain)}`;
}

/**
 * The statements that make the offers, in the batch of a DNS proof: every active person at the
 * domain in another company (not in the recycle bin, not the platform's own people) gets one to
 * join the prover; older offers of the domain go (whoever proved it before). People already in the
 * prover's company get none.
 */
export function offerStatements(ctx: DomainContext, companyId: number, domain: string, now: Date) {
  return [
    ctx.directory.delete(domainJoinOffers).where(eq(domainJoinOffers.domain, domain)),
    ctx.directory
      .insert(domainJoinOffers)
      // In the table's column order (id, user_id, company_id, from_company_id, domain, created_at).
      .select(
        sql`select null, ${users.id}, ${companyId}, ${users.companyId}, ${domain}, ${now.getTime()}
          from ${users} join ${companies} on ${companies.id} = ${users.companyId}
          where ${users.companyId} <> ${companyId} and ${users.companyId} <> ${SYSTEM_COMPANY_ID}
            and ${users.role} <> 'platform_admin' and ${isNull(users.deactivatedAt)}
            and ${isNull(companies.deletedAt)} and ${addressAt(users.email, domain)}`,
      )
      .onConflictDoUpdate({
        target: domainJoinOffers.userId,
        set: {
          companyId: sql`excluded.company_id`,
          fromCompanyId: sql`excluded.from_company_id`,
          domain: sql`excluded.domain`,
          createdAt: sql`excluded.created_at`,
        },
      }),
  ] as const;
}

/** The statement that takes the domain off a company's authorized domains (as the list is when the batch runs). */
export function removeDomainStatement(ctx: DomainContext, companyId: number, domain: string, now: Date) {
  return ctx.directory
    .update(companySettings)
    .set({
      authorizedDomains: sql`(select json_group_array(json_each.value) from json_each(${companySettings.authorizedDomains}) where json_each.value <> ${domain})`,
      updatedAt: now,
    })
    .where(eq(companySettings.companyId, companyId));
}
