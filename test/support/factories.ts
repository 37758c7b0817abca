// The plain-data factories every test builds its rows with. They live beside the seed
// (worker/db/seed/factories.ts), which uses the same ones and must not import from test/; this file
// re-exports them and adds what only tests need. Database-writing helpers: ./fixtures.ts.
import type { CompanyFeatures, Role, Tier } from "@charterly/domain/contract";
import { DEFAULT_FEATURES } from "../../worker/db/seed/factories";
import type { Actor } from "../../worker/domain/access/actor";

export {
  type CommentRow,
  type CompanyRow,
  type CompanySettingsRow,
  commentRow,
  companyRow,
  companySettingsRow,
  DEFAULT_FEATURES,
  documentInput,
  TEMPLATE_TEXT,
  type TemplateRow,
  type TokenBalanceRow,
  type TokenTransactionRow,
  templateRow,
  tokenBalanceRow,
  tokenTransactionRow,
  type UserRow,
  uniqueSuffix,
  userRow,
} from "../../worker/db/seed/factories";

/** An actor as the session lookup builds it; ids are whatever the caller's rows are. */
export function actorFor(options: {
  userId: number;
  companyId: number;
  role: Role;
  tier: Tier;
  email?: string;
  displayName?: string;
  features?: Partial<CompanyFeatures>;
}): Actor {
  return {
    userId: options.userId,
    companyId: options.companyId,
    role: options.role,
    tier: options.tier,
    email: options.email ?? `user-${options.userId}@example.test`,
    displayName: options.displayName ?? "Test User",
    features: { ...DEFAULT_FEATURES, ...options.features },
  };
}
