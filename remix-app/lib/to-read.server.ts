import { can, type ToReadListDto } from "@charterly/domain/contract";
import { type Actor, listToRead } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";

/** The dashboard's 'To read' list; null for plans without read-and-acknowledge (freemium). */
export async function loadToRead(context: AppLoadContext, actor: Actor): Promise<ToReadListDto | null> {
  if (!can(actor, "document.acknowledge")) return null;
  return listToRead(context.domain, actor);
}
