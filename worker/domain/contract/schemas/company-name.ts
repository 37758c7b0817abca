import { COMPANY_NAME_LINK_MESSAGE, containsLinkOrAddress } from "../plain/company-name";
import { plainText } from "./text-rules";

// A company's name travels in the platform's mail: invitations to any address, reminders, resets
// (issue 25 §3). It may not carry a link or an address, which a mail program would make clickable
// and which would then reach people under Charterly's name.

/** A company's name, as every form that names a company takes it. */
export const companyNameField = () =>
  plainText("Company name", { error: "Company name is required" })
    .min(1, "Company name is required")
    .max(200, "Company name is at most 200 characters")
    .refine((name) => !containsLinkOrAddress(name), COMPANY_NAME_LINK_MESSAGE);
