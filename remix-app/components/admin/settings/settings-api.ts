import type {
  CompanySettingsDto,
  CompanySettingsUpdateInput,
  DomainVerificationMailbox,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Company Settings tab's calls (administration side §7): each change is its own PUT.

const settings = api.admin["company-settings"];

export const loadCompanySettings = (): Promise<CompanySettingsDto> => jsonOf(settings.$get());

export const updateCompanySettings = (json: CompanySettingsUpdateInput): Promise<CompanySettingsDto> =>
  jsonOf(settings.$put({ json }));

export const sendSlackTestMessage = () => jsonOf(settings.slack.test.$post());

// Authorized domains are claimed, then proven (decision 021); each call answers the settings.
const domains = settings.domains;
const claimParam = (claimId: number) => ({ param: { claimId: String(claimId) } });

export const claimDomain = (domain: string): Promise<CompanySettingsDto> =>
  jsonOf(domains.$post({ json: { domain } }));

export const cancelDomainClaim = (claimId: number): Promise<CompanySettingsDto> =>
  jsonOf(domains[":claimId"].$delete(claimParam(claimId)));

export const checkDomainDns = (claimId: number): Promise<CompanySettingsDto> =>
  jsonOf(domains[":claimId"]["dns-check"].$post(claimParam(claimId)));

export const sendDomainLink = (
  claimId: number,
  mailbox: DomainVerificationMailbox,
): Promise<CompanySettingsDto> =>
  jsonOf(domains[":claimId"].email.$post({ ...claimParam(claimId), json: { mailbox } }));
