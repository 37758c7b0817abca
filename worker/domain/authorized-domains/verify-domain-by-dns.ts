import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { loadCompanySettingsRow } from "../company-settings/company-settings-row";
import { getCompanySettings } from "../company-settings/get-company-settings";
import type { DomainContext } from "../context";
import {
  AppError,
  type CompanySettingsDto,
  conflict,
  DNS_RECORD_NOT_FOUND_MESSAGE,
  DNS_UNREACHABLE_MESSAGE,
  DNS_VERIFICATION_UNAVAILABLE_MESSAGE,
  domainTxtRecordName,
  domainTxtRecordValue,
  UnavailableError,
} from "../contract";
import { completeDomainVerification } from "./complete-domain-verification";
import { findDomainClaim } from "./domain-claims";

/** How long to wait before checking again when the resolver could not be asked. */
const DNS_RETRY_AFTER_SECONDS = 30;

/**
 * 'Check DNS': proves a pending domain by its TXT record `_charterly-verification.<domain>` holding
 * `charterly-verification=<the company's token>`, read through DNS over HTTPS. Found: the domain is
 * authorized — over people of other companies who signed up there, who are offered to join, and
 * over another company's proof whose record is no longer there (decision 032); a domain another
 * company holds with its record still there: 409. Not found: 422 naming the record to add. No resolver configured: 409 (use the mailed
 * link). The resolver unreachable: 503, nothing saved.
 */
export async function verifyDomainByDns(
  ctx: DomainContext,
  actor: Actor,
  claimId: number,
): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.enterprise");
  const claim = await findDomainClaim(ctx, actor, claimId);
  if (!ctx.dns) throw conflict(DNS_VERIFICATION_UNAVAILABLE_MESSAGE);
  const { domainVerificationToken: token } = await loadCompanySettingsRow(ctx, actor.companyId);
  const name = domainTxtRecordName(claim.domain);
  const expected = token ? domainTxtRecordValue(token) : null;
  let records: string[];
  try {
    records = await ctx.dns.txtRecords(name);
  } catch (error) {
    if (!(error instanceof Error && error.name === "DnsLookupError")) throw error;
    ctx.log.warn("DNS lookup failed", { name, reason: error.message });
    throw new UnavailableError(DNS_UNREACHABLE_MESSAGE, DNS_RETRY_AFTER_SECONDS);
  }
  if (!expected || !records.some((record) => record.trim() === expected))
    throw new AppError("unprocessable", DNS_RECORD_NOT_FOUND_MESSAGE(name, expected ?? ""));
  await completeDomainVerification(ctx, claim, {
    method: "dns",
    txtRecords: records,
    actorUserId: actor.userId,
  });
  return getCompanySettings(ctx, actor);
}
