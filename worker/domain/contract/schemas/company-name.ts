import { z } from "zod";
import {
  COMPANY_NAME_LINK_MESSAGE,
  COMPANY_NAME_TOO_LONG_MESSAGE,
  isCompanyName,
  MAX_COMPANY_NAME_LENGTH,
} from "../plain/company-name";
import { isPlainLine, plainTextMessage } from "../plain/text-rules";

// A company's name travels in the platform's mail: invitations to any address, reminders, resets
// (decision 010). It holds only letters, digits, spaces and a few marks, and no dot that could make
// a host name (decision 034, plain/company-name.ts). Its length is checked first and stops the
// checks (`abort`): zod runs every check by default, and no rule runs on text already too long
// (decision 034; isCompanyName checks the length first too).

/** A company's name, as every form that names a company takes it. */
export const companyNameField = () =>
  z
    .string({ error: "Company name is required" })
    .trim()
    .max(MAX_COMPANY_NAME_LENGTH, { error: COMPANY_NAME_TOO_LONG_MESSAGE, abort: true })
    .min(1, "Company name is required")
    .refine(isPlainLine, plainTextMessage("Company name"))
    .refine(isCompanyName, COMPANY_NAME_LINK_MESSAGE);
