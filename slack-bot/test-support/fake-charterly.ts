import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type SlackInstallationDto,
  slackAcknowledgeBody,
  slackAskBody,
  slackAuthorizeBody,
  slackFeedbackBody,
  slackToReadBody,
} from "@charterly/domain/contract";
import type { z } from "zod";
import { reply } from "./fakes";

// A stand-in for the Worker's service routes in the bot's own tests (the end-to-end test uses the
// real Worker): bodies read with the contract's schemas, the bearer credential checked, companies
// chosen by workspace and channel, events claimed once.

export interface FakeCompany extends SlackInstallationDto {
  enabled: boolean;
}

export async function startFakeCharterly(options: { serviceToken: string; companies: FakeCompany[] }) {
  const calls: Array<{ route: string; body: Record<string, unknown> }> = [];
  const claimed = new Set<string>();
  /** "ok", "down" (503) or "slow" (never answers ask). */
  let mode: "ok" | "down" | "slow" = "ok";

  const companyFor = (teamId: string, channelId?: string, channelType?: string) => {
    const enabled = options.companies.filter((c) => c.enabled && c.teamId === teamId);
    const byChannel = enabled.find((c) => c.channelId === channelId);
    if (byChannel) return byChannel;
    // A DM (or a pointer elsewhere): the workspace's one company.
    if ((channelType === undefined || channelType === "im") && enabled.length === 1) return enabled[0];
    return undefined;
  };

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    const route = (request.url ?? "").replace("/api/slack/", "");
    calls.push({ route, body: raw });
    if (request.headers.authorization !== `Bearer ${options.serviceToken}`)
      return send(401, { code: "unauthorized", message: "Send the service credential." });
    if (mode === "down") return send(503, { code: "internal", message: "Something went wrong." });
    if (mode === "slow" && route === "ask") return; // never answers
    const parse = <T>(schema: z.ZodType<T>) => schema.parse(raw);
    switch (route) {
      case "authorize": {
        const body = parse(slackAuthorizeBody);
        const company = companyFor(body.teamId, body.channelId);
        if (!company) return send(404, { code: "not_found", message: "No company uses Slack here." });
        const { enabled: _enabled, ...installation } = company;
        return send(200, installation);
      }
      case "ask": {
        const body = parse(slackAskBody);
        const company = companyFor(body.teamId, body.channelId, body.channelType);
        if (!company) return send(403, { code: "forbidden", message: "Slack is not enabled here." });
        if (claimed.has(`${body.teamId}:${body.eventId}`)) return send(200, { status: "duplicate" });
        claimed.add(`${body.teamId}:${body.eventId}`);
        const answer = reply({
          message: `${company.companyName} answers: ${body.question}`,
          referencedDocuments: [
            {
              id: 7,
              source: "document",
              title: `${company.companyName} Remote Work Policy`,
              version: 3,
              inForceSince: "2026-03-02T00:00:00.000Z",
              available: true,
            },
          ],
        });
        return send(200, {
          status: "answered",
          question: reply({ id: answer.id - 1, messageType: "user", message: body.question }),
          reply: answer,
          appUrl: "https://app.charterly.test",
        });
      }
      case "feedback": {
        const body = parse(slackFeedbackBody);
        return send(200, { messageId: body.messageId, helpful: body.helpful });
      }
      case "acknowledgements": {
        const body = parse(slackAcknowledgeBody);
        return send(200, {
          documentId: body.documentId,
          version: body.version,
          acknowledgedAt: "2026-11-25T12:00:00.000Z",
          channel: "slack",
        });
      }
      case "to-read": {
        parse(slackToReadBody);
        return send(200, {
          items: [
            {
              documentId: 7,
              title: "Remote Work Policy",
              version: 3,
              inForceSince: "2026-03-02T00:00:00.000Z",
              changeSummary: null,
            },
          ],
          more: false,
          appUrl: "https://app.charterly.test",
        });
      }
      default:
        return send(404, { code: "not_found", message: "No such route." });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
