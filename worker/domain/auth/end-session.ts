import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { DomainContext } from "../context";
import { hashToken } from "./session-token";

/** Deletes the session on the server, so the old cookie no longer signs anyone in. */
export async function endSession(ctx: DomainContext, token: string) {
  await ctx.directory.delete(sessions).where(eq(sessions.id, await hashToken(token)));
}
