import {
  crmConfigBody,
  crmConfigSchema,
  crmFieldSchema,
  crmMappingBody,
  crmMappingSchema,
  crmSyncLogSchema,
  crmSyncRunSchema,
  crmTestResultSchema,
  deletedSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { getCrmConfig, saveCrmConfig } from "../domain/crm/crm-config";
import { listCrmFields } from "../domain/crm/crm-fields";
import {
  createCrmMapping,
  deleteCrmMapping,
  listCrmMappings,
  updateCrmMapping,
} from "../domain/crm/field-mappings";
import { syncCrmNow } from "../domain/crm/sync-customers";
import { getCrmSyncLog } from "../domain/crm/sync-log";
import { testCrmConnection } from "../domain/crm/test-connection";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

// The Salesforce CRM integration (administration side §2, §7 CRM). Platform administrators only.

const tags = ["crm"];
const access = can("platform.settings");
const mappingExample = {
  localField: "subscriptionTier",
  crmField: "Charterly_Plan__c",
  fieldType: "picklist",
  isRequired: false,
  defaultValue: null,
  transformationRule: { kind: "picklist", map: { per_document: "Pay Per Use", enterprise: "Enterprise" } },
};

export const crmRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/crm/config",
    route({
      operationId: "getCrmConfig",
      readOnly: true,
      summary:
        "The Salesforce configuration (which secrets are set, never their values) and the connection status",
      tags,
      access,
      response: crmConfigSchema,
    }),
    async (c) => c.json(await getCrmConfig(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/crm/config",
    route({
      operationId: "saveCrmConfig",
      summary:
        "Save the configuration; secrets left out keep their stored value, `clear` removes them; changing the sign-in resets the status to Unknown",
      tags,
      access,
      body: crmConfigBody,
      response: crmConfigSchema,
      example: {
        authFlow: "password",
        loginUrl: "https://login.salesforce.com",
        apiVersion: "v60.0",
        clientId: "3MVG9example",
        username: "integration@example.com",
        isEnabled: false,
        autoSync: false,
        syncFrequencyHours: 24,
      },
    }),
    async (c) => c.json(await saveCrmConfig(c.get("domain"), actorOf(c), bodyOf(c, crmConfigBody))),
  )
  .post(
    "/admin/crm/test",
    route({
      operationId: "testCrmConnection",
      summary:
        "Sign in to Salesforce with the saved configuration and read the Lead object: { connected, message } with Salesforce's own words on failure",
      tags,
      access,
      response: crmTestResultSchema,
    }),
    async (c) => c.json(await testCrmConnection(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/crm/fields",
    route({
      operationId: "listCrmFields",
      summary: "The Lead fields Charterly can write (409 until a connection test succeeds)",
      tags,
      access,
      response: crmFieldSchema.array(),
    }),
    async (c) => c.json(await listCrmFields(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/crm/mappings",
    route({
      operationId: "listCrmMappings",
      readOnly: true,
      summary: "The field mappings",
      tags,
      access,
      response: crmMappingSchema.array(),
    }),
    async (c) => c.json(await listCrmMappings(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/crm/mappings",
    route({
      operationId: "addCrmMapping",
      summary:
        "Add a mapping: the Lead field must exist, be writable, fit the type, and not be mapped already (needs a connection)",
      tags,
      access,
      body: crmMappingBody,
      response: crmMappingSchema,
      example: mappingExample,
    }),
    async (c) => c.json(await createCrmMapping(c.get("domain"), actorOf(c), bodyOf(c, crmMappingBody))),
  )
  .put(
    "/admin/crm/mappings/:mappingId",
    route({
      operationId: "updateCrmMapping",
      summary: "Change a mapping (same checks as adding one)",
      tags,
      access,
      body: crmMappingBody,
      response: crmMappingSchema,
      example: mappingExample,
    }),
    async (c) =>
      c.json(
        await updateCrmMapping(
          c.get("domain"),
          actorOf(c),
          idParam(c, "mappingId"),
          bodyOf(c, crmMappingBody),
        ),
      ),
  )
  .delete(
    "/admin/crm/mappings/:mappingId",
    route({
      operationId: "deleteCrmMapping",
      summary: "Remove a mapping",
      tags,
      access,
      response: deletedSchema,
    }),
    async (c) => c.json(await deleteCrmMapping(c.get("domain"), actorOf(c), idParam(c, "mappingId"))),
  )
  .post(
    "/admin/crm/sync",
    route({
      operationId: "syncCrmNow",
      summary: "Sync now: send the customers that changed since Salesforce last accepted them",
      tags,
      access,
      response: crmSyncRunSchema,
    }),
    async (c) => c.json(await syncCrmNow(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/crm/sync-log",
    route({
      operationId: "getCrmSyncLog",
      readOnly: true,
      summary: "The latest sync runs and the customers Salesforce has not accepted yet, with its reasons",
      tags,
      access,
      response: crmSyncLogSchema,
    }),
    async (c) => c.json(await getCrmSyncLog(c.get("domain"), actorOf(c))),
  );
