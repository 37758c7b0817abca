import type { QueuedEmail } from "../mail/queue-email";
import { inert, quoted } from "../mail/quote-user-text";

// The team screens' e-mail, plain text. Links are built by the caller from the app's origin. The
// company's and the inviter's names are quoted inert in the body (quote-user-text.ts): an
// invitation goes to any address, and must not carry anyone's link under Charterly's name. The
// subjects are the product's own words only (decision 034): a subject is shown before the mail is
// opened, unquoted, by programs that make links of what they find there.

export function invitationEmail(input: {
  to: string;
  companyId: number;
  companyName: string;
  invitedByName: string;
  signInLink: string;
  expiresAt: Date;
}): QueuedEmail {
  return {
    to: input.to,
    companyId: input.companyId,
    kind: "team_invitation",
    subject: "You're invited to join a company on Charterly",
    text: [
      `${inert(input.invitedByName)} invited you to join ${quoted(input.companyName)} on Charterly.`,
      "",
      `Sign in with this e-mail address (${input.to}) to accept:`,
      input.signInLink,
      "",
      `The invitation expires on ${input.expiresAt.toUTCString()}.`,
      "If you did not expect it, you can ignore this message.",
    ].join("\n"),
  };
}

export function verificationEmail(input: {
  to: string;
  companyId: number;
  companyName: string;
  signInLink: string;
}): QueuedEmail {
  return {
    to: input.to,
    companyId: input.companyId,
    kind: "team_verification",
    subject: "Verify your e-mail address for Charterly",
    text: [
      `Your account at ${quoted(input.companyName)} on Charterly (${input.to}) has not been verified yet.`,
      "",
      "Sign in once with this address to verify it; your identity provider confirms that the address is yours:",
      input.signInLink,
    ].join("\n"),
  };
}

export function passwordResetEmail(input: {
  to: string;
  companyId: number;
  companyName: string;
  resetUrl: string;
  signInLink: string;
}): QueuedEmail {
  return {
    to: input.to,
    companyId: input.companyId,
    kind: "team_password_reset",
    subject: "Set a new password for Charterly",
    text: [
      `An administrator of ${quoted(input.companyName)} reset your Charterly sign-in. You have been signed out everywhere.`,
      "",
      "Charterly signs you in through your identity provider. Set a new password there:",
      input.resetUrl,
      "",
      "Then sign in again:",
      input.signInLink,
    ].join("\n"),
  };
}
