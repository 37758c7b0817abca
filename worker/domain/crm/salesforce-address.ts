// Where Charterly may sign in to Salesforce and send customers (decision 014): Salesforce's own
// hosts over https, never an address an admin (or a stolen admin session) makes up — the stored
// client secret, password and token go to the login URL, and every customer goes to the instance.
// Tests reach a local fake Salesforce through one explicit setting (SALESFORCE_TEST_URL, refused
// in production by worker/env.ts), never by accepting any URL.

export const SALESFORCE_LOGIN_URL_MESSAGE =
  "The login URL must be https://login.salesforce.com, https://test.salesforce.com (a sandbox) or your My Domain, https://<domain>.my.salesforce.com.";

const LOGIN_HOSTS = new Set(["login.salesforce.com", "test.salesforce.com"]);

const parse = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** The local fake Salesforce's own origin, when the test-only setting names one. */
const isTestOrigin = (url: URL, testOrigin: string | null) =>
  testOrigin !== null && url.origin === parse(testOrigin)?.origin;

/** https, the default port, no credentials, query or fragment: an origin and nothing else. */
const isPlainHttpsOrigin = (url: URL) =>
  url.protocol === "https:" && url.port === "" && !url.username && !url.password && !url.search && !url.hash;

/**
 * The login URL as the origin to store (`https://login.salesforce.com`), or null when it is not
 * one of Salesforce's login hosts (or the test-only fake).
 */
export function salesforceLoginOrigin(loginUrl: string, testOrigin: string | null): string | null {
  const url = parse(loginUrl.trim());
  if (!url || (url.pathname !== "/" && url.pathname !== "")) return null;
  if (isTestOrigin(url, testOrigin)) return url.origin;
  if (!isPlainHttpsOrigin(url)) return null;
  const host = url.hostname.toLowerCase();
  return LOGIN_HOSTS.has(host) || host.endsWith(".my.salesforce.com") ? url.origin : null;
}

/**
 * Whether an address Charterly is about to call is Salesforce's: a login host (above) or an
 * instance — `https://<instance>.salesforce.com` (My Domain, sandboxes and the older `na1.…`
 * instances alike) — or the test-only fake.
 */
export function isSalesforceAddress(address: string, testOrigin: string | null): boolean {
  const url = parse(address);
  if (!url) return false;
  if (isTestOrigin(url, testOrigin)) return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  return url.hostname.toLowerCase().endsWith(".salesforce.com");
}
