import { describe, expect, it } from "vitest";
import type { Config } from "../../env";
import { httpMailDelivery } from "./http-mail-delivery";
import { mailDeliveryFromConfig } from "./mail-delivery-from-config";

function recordingFetch(status = 200, body = '{"id":"msg_1"}') {
  const requests: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return new Response(body, { status });
  }) as typeof fetch;
  return { requests, fetcher };
}

const settings = {
  url: "https://mail.example.test/emails",
  apiKey: "key_123",
  from: "Charterly <no-reply@x.test>",
};

describe("httpMailDelivery", () => {
  it("POSTs one JSON message with Bearer auth in the common transactional-mail shape", async () => {
    const { requests, fetcher } = recordingFetch();
    await httpMailDelivery({ ...settings, fetch: fetcher }).send({
      to: "ada@example.test",
      subject: "Hello",
      text: "Plain text",
      html: "<p>HTML</p>",
    });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(settings.url);
    expect(request.headers.get("authorization")).toBe("Bearer key_123");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({
      from: "Charterly <no-reply@x.test>",
      to: ["ada@example.test"],
      subject: "Hello",
      text: "Plain text",
      html: "<p>HTML</p>",
    });
  });

  it("leaves html out when the message has none", async () => {
    const { requests, fetcher } = recordingFetch();
    await httpMailDelivery({ ...settings, fetch: fetcher }).send({ to: "a@b.test", subject: "S", text: "T" });
    expect(await requests[0]!.json()).not.toHaveProperty("html");
  });

  it("fails with the provider's status and answer when it refuses the message", async () => {
    const { fetcher } = recordingFetch(422, '{"message":"from address not verified"}');
    await expect(
      httpMailDelivery({ ...settings, fetch: fetcher }).send({ to: "a@b.test", subject: "S", text: "T" }),
    ).rejects.toThrow('Mail provider answered 422: {"message":"from address not verified"}');
  });
});

describe("mailDeliveryFromConfig", () => {
  const base = { APP_ENV: "local", SALES_EMAIL: "sales@charterly.test" } as Config;

  it("uses the HTTP provider when MAIL_API_URL is set, and needs its key and sender", async () => {
    const { requests, fetcher } = recordingFetch();
    const configured = { ...base, MAIL_API_URL: settings.url, MAIL_API_KEY: "k", MAIL_FROM: "a@b.test" };
    const delivery = mailDeliveryFromConfig(configured, fetcher);
    expect(delivery.name).toBe("http");
    await delivery.send({ to: "x@y.test", subject: "S", text: "T" });
    expect(requests).toHaveLength(1);
    expect(() => mailDeliveryFromConfig({ ...base, MAIL_API_URL: settings.url })).toThrow(/MAIL_API_KEY/);
  });

  it("uses the local outbox locally and in tests, and refuses to pretend in production", () => {
    expect(mailDeliveryFromConfig(base).name).toBe("local-outbox");
    expect(mailDeliveryFromConfig({ ...base, APP_ENV: "test" }).name).toBe("local-outbox");
    expect(() => mailDeliveryFromConfig({ ...base, APP_ENV: "production" })).toThrow(
      /MAIL_API_URL is not set/,
    );
  });
});
