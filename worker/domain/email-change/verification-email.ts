const VERIFICATION_SUBJECT = "Confirm your new Charterly e-mail address";

/**
 * The e-mail that asks a NEW address to confirm an e-mail change. Nobody has verified that address
 * yet: anyone can type any address into Change Email, so this message reaches strangers. It holds
 * only our fixed wording and the link — no name, company or other text a user typed (a "first name"
 * such as "Security notice: your account is locked, verify at https://evil.example" would otherwise
 * reach any inbox from our domain), and not the account's current address either. The link is built
 * from the app's own origin (APP_URL) and a random token.
 */
export function verificationEmail(link: string): { subject: string; text: string; html: string } {
  return {
    subject: VERIFICATION_SUBJECT,
    text: [
      "Hello,",
      "",
      "Someone asked to use this address for a Charterly account.",
      "If that was you, confirm the change by opening this link within 24 hours:",
      "",
      link,
      "",
      "Until then the account keeps its current address. If you did not ask for this, ignore this e-mail: nothing changes.",
    ].join("\n"),
    html: [
      "<p>Hello,</p>",
      "<p>Someone asked to use this address for a Charterly account.</p>",
      `<p>If that was you, <a href="${escapeHtml(link)}">confirm the change</a> within 24 hours.</p>`,
      "<p>Until then the account keeps its current address. If you did not ask for this, ignore this e-mail: nothing changes.</p>",
    ].join("\n"),
  };
}

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
