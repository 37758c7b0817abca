import type { CompanySettingsDto, CompanySettingsUpdateInput } from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Company Settings tab's calls (administration side §7): each change is its own PUT.

const settings = api.admin["company-settings"];

export const loadCompanySettings = (): Promise<CompanySettingsDto> => jsonOf(settings.$get());

export const updateCompanySettings = (json: CompanySettingsUpdateInput): Promise<CompanySettingsDto> =>
  jsonOf(settings.$put({ json }));

export const sendSlackTestMessage = () => jsonOf(settings.slack.test.$post());
