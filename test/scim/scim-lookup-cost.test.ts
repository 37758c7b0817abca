// The identity provider looks a person up by userName before every change (Entra ID and Okta both
// do): one D1 round trip (the token and the person read in one batch) with one indexed query for
// the person, whatever the company's size. Measured with the Worker's own round-trip
// count (the Server-Timing entry, worker/http/worker-router.ts) in a company of 2 people and one of
// 10,000, and with SQLite's plan for the statement the lookup sends.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { scim, scimCompany } from "../support/scim-requests";

const lookup = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;

/** "2 sequential, 3 in all, 0 writing" → its numbers. */
function roundTrips(serverTiming: string | null) {
  const match = /(\d+) sequential, (\d+) in all, (\d+) writing/.exec(serverTiming ?? "");
  if (!match) throw new Error(`No D1 timing in ${serverTiming}`);
  return { sequential: Number(match[1]), total: Number(match[2]), writes: Number(match[3]) };
}

describe("looking a person up by userName", () => {
  it("costs the same D1 round trips in a company of 10,000 people as in one of 2", async () => {
    const small = await scimCompany();
    const large = await scimCompany();
    // 10,000 people in one statement (bound parameters are few: D1 allows 100 per statement).
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000)
       insert into users (company_id, email, role) select ?1, 'person-' || i || '-' || cast(?1 as integer) || '@large.example', 'user' from n`,
    )
      .bind(large.company.id)
      .run();
    const target = `person-7777-${large.company.id}@large.example`;

    // The first request of a minute records the token's last use: warm both up first.
    await scim(small.token, "GET", lookup(small.user.email));
    await scim(large.token, "GET", lookup(target));
    const inSmall = await scim(small.token, "GET", lookup(small.user.email));
    const inLarge = await scim(large.token, "GET", lookup(target));
    expect(inSmall.body.totalResults).toBe(1);
    expect(inLarge.body.totalResults).toBe(1);
    const smallTrips = roundTrips(inSmall.headers.get("server-timing"));
    const largeTrips = roundTrips(inLarge.headers.get("server-timing"));
    expect(largeTrips).toEqual(smallTrips);
    // The token and the person in one batch: one round trip, no write.
    expect(largeTrips).toEqual({ sequential: 1, total: 1, writes: 0 });
  }, 60_000);

  it("searches the e-mail index rather than scanning the company", async () => {
    const plan = await env.DB.prepare(
      `explain query plan select * from users left join scim_identities on scim_identities.user_id = users.id
       where users.company_id in (select company_id from scim_tokens where token_hash = ? and revoked_at is null)
         and users.email = ?`,
    )
      .bind("0".repeat(64), "a@b.example")
      .all<{ detail: string }>();
    const steps = plan.results.map((row) => row.detail);
    expect(steps[0]).toMatch(/SEARCH users USING INDEX users_email_unique \(email=\?\)/);
    expect(steps.join("\n")).toMatch(
      /SEARCH scim_tokens USING INDEX scim_tokens_hash_unique \(token_hash=\?\)/,
    );
    expect(steps.join("\n")).not.toMatch(/SCAN/);
  });
});
