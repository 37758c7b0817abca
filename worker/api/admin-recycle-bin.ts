import {
  companyDeletedResponse,
  companyPurgedResponse,
  companyRestoredResponse,
  deletedCompaniesResponse,
  deletionCandidatesResponse,
  deletionInfoResponse,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { deleteCompany } from "../domain/recycle-bin/delete-company";
import { getDeletionInfo } from "../domain/recycle-bin/get-deletion-info";
import { listDeletedCompanies } from "../domain/recycle-bin/list-deleted-companies";
import { listDeletionCandidates } from "../domain/recycle-bin/list-deletion-candidates";
import { permanentlyDeleteCompany } from "../domain/recycle-bin/permanently-delete-company";
import { restoreCompany } from "../domain/recycle-bin/restore-company";
import { actorOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

// Customer Management → Account Deletion (administration side §2, §3, §4 'Company lifecycle', §7):
// the platform administrator's company deletion and recycle bin, across every company on purpose.
// Every change writes its audit row in its batch; the purge job (worker/jobs/registry.ts) deletes
// for good the companies whose 5 days are over.

const tags = ["recycle-bin"];
const access = can("platform.customers");

export const adminRecycleBinRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/deletion-candidates",
    route({
      operationId: "listDeletionCandidates",
      readOnly: true,
      summary:
        "Every active company (not in the recycle bin) by name, with users and documents; the system company is listed as not deletable, with the reason",
      tags,
      access,
      response: deletionCandidatesResponse,
    }),
    async (c) => c.json(await listDeletionCandidates(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/company/:companyId/deletion-info",
    route({
      operationId: "getDeletionInfo",
      readOnly: true,
      summary: "What deleting the company takes away: its users, documents and knowledge-base entries",
      tags,
      access,
      response: deletionInfoResponse,
    }),
    async (c) => c.json(await getDeletionInfo(c.get("domain"), actorOf(c), idParam(c, "companyId"))),
  )
  .delete(
    "/admin/company/:companyId",
    route({
      operationId: "deleteCompany",
      summary:
        "Move the company to the recycle bin: nothing is deleted, but its people can no longer sign in or use their sessions; deleted for good after 5 days unless restored. The system company (10001) and companies with platform administrators cannot be deleted (403); one already in the recycle bin answers 409",
      tags,
      access,
      response: companyDeletedResponse,
    }),
    async (c) => c.json(await deleteCompany(c.get("domain"), actorOf(c), idParam(c, "companyId"))),
  )
  .get(
    "/admin/deleted-companies",
    route({
      operationId: "listDeletedCompanies",
      readOnly: true,
      summary: "The recycle bin: deleted companies, soonest permanent deletion first, with days left",
      tags,
      access,
      response: deletedCompaniesResponse,
    }),
    async (c) => c.json(await listDeletedCompanies(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/deleted-companies/:companyId/restore",
    route({
      operationId: "restoreCompany",
      summary:
        "Take the company out of the recycle bin: everything as it was, its people sign in again. 409 when it is not in the recycle bin or its days are over",
      tags,
      access,
      response: companyRestoredResponse,
    }),
    async (c) => c.json(await restoreCompany(c.get("domain"), actorOf(c), idParam(c, "companyId"))),
  )
  .delete(
    "/admin/deleted-companies/:companyId/permanent",
    route({
      operationId: "permanentlyDeleteCompany",
      summary:
        "Delete a company in the recycle bin for good, now: every row, file and vector of it. `complete: false` when the purge job must finish it. 409 when it is not in the recycle bin",
      tags,
      access,
      response: companyPurgedResponse,
    }),
    async (c) => c.json(await permanentlyDeleteCompany(c.get("domain"), actorOf(c), idParam(c, "companyId"))),
  );
