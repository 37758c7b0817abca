import { z } from "zod";
import { DnsLookupError, type DnsTxtLookup } from "../../domain/authorized-domains/dns-txt-lookup";

// DNS over HTTPS in its JSON form (RFC 8484's servers answer `application/dns-json` too:
// Cloudflare's https://cloudflare-dns.com/dns-query, Google's https://dns.google/resolve), so the
// Worker can read a TXT record with fetch alone.

const TXT = 16;
const NXDOMAIN = 3;
const TIMEOUT_MS = 5_000;

const answer = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
});

/**
 * A TXT record's data as DoH writes it: one or more quoted strings (`"abc" "def"`), which form one
 * value together; a resolver that leaves the quotes off is read as is.
 */
export function txtValue(data: string): string {
  // Read one character at a time: a pattern for quoted strings with escapes searched again from
  // every quote and was quadratic on an unclosed one (decision 034).
  const parts: string[] = [];
  let part: string | null = null;
  for (let i = 0; i < data.length; i++) {
    const character = data[i]!;
    if (part === null) {
      if (character === '"') part = "";
    } else if (character === "\\" && i + 1 < data.length) {
      part += data[++i];
    } else if (character === '"') {
      parts.push(part);
      part = null;
    } else part += character;
  }
  return parts.length > 0 ? parts.join("") : data;
}

export function dnsOverHttps(url: string): DnsTxtLookup {
  return {
    async txtRecords(name) {
      const query = new URL(url);
      query.searchParams.set("name", name);
      query.searchParams.set("type", "TXT");
      let body: unknown;
      try {
        const response = await fetch(query, {
          headers: { accept: "application/dns-json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new DnsLookupError(`The DNS resolver answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof DnsLookupError) throw error;
        throw new DnsLookupError("The DNS resolver could not be reached");
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new DnsLookupError("The DNS resolver's answer was not understood");
      if (parsed.data.Status === NXDOMAIN) return [];
      if (parsed.data.Status !== 0)
        throw new DnsLookupError(`The DNS resolver answered status ${parsed.data.Status}`);
      return (parsed.data.Answer ?? []).filter((record) => record.type === TXT).map((r) => txtValue(r.data));
    },
  };
}
