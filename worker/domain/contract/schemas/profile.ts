import { z } from "zod";
import { companyNameField } from "./company-name";
import { plainText } from "./text-rules";

const name = (label: string) =>
  plainText(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);

/** The Edit Profile dialog. `email` is shown but changed only through Change Email. */
export const updateProfileBody = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z.string().trim().max(254).optional(),
  companyName: companyNameField().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
