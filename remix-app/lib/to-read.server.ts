import { can, TO_READ_SHOWN_AT_FIRST, type ToReadListDto } from "@charterly/domain/contract";
import { type Actor, listToRead } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { TO_READ_ALL_PARAM } from "./to-read";

/**
 * The dashboard's 'To read' list: its first few with what changed in each, or all of it after
 * 'Show all' (`?to-read=all`); null for plans without read-and-acknowledge (freemium).
 */
export async function loadToRead(
  context: AppLoadContext,
  actor: Actor,
  url: URL,
): Promise<ToReadListDto | null> {
  if (!can(actor, "document.acknowledge")) return null;
  const all = url.searchParams.get(TO_READ_ALL_PARAM) === "all";
  return listToRead(context.domain, actor, undefined, all ? {} : { first: TO_READ_SHOWN_AT_FIRST });
}
