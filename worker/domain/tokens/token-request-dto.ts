import type { tokenRequests } from "../../db/schema";
import type { TokenRequestDto } from "../contract";

type TokenRequestRow = typeof tokenRequests.$inferSelect;

export function toTokenRequestDto(row: TokenRequestRow): TokenRequestDto {
  return {
    id: row.id,
    requestedTokens: row.requestedTokens,
    businessJustification: row.businessJustification,
    urgency: row.urgency,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
    tokensAdded: row.tokensAdded,
    adminNotes: row.adminNotes,
    processedAt: row.processedAt?.toISOString() ?? null,
    requestedBy: row.requestedByUserId,
    createdAt: row.createdAt.toISOString(),
  };
}
