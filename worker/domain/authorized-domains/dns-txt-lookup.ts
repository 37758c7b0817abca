// DNS as proving a domain uses it (decision 021): the TXT records at a name. A port, implemented
// over DNS over HTTPS by worker/adapters/dns/dns-over-https.ts (DNS_OVER_HTTPS_URL; tests: a local
// fake DoH server). Absent where no resolver is configured: the mailed link proves domains there.

export interface DnsTxtLookup {
  /** The TXT records at `name`, each one string (its quoted parts joined); none when the name has none. */
  txtRecords(name: string): Promise<string[]>;
}

/** The resolver could not be asked, or did not answer (a failure, not an empty answer). */
export class DnsLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DnsLookupError";
  }
}
