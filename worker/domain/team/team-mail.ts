import type { QueuedEmail } from "../mail/queue-email";

// The team screens' e-mail, plain text. Links are built by the caller from the app's origin.

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
    subject: `You're invited to join ${input.companyName} on Charterly`,
    text: [
      `${input.invitedByName} invited you to join ${input.companyName} on Charterly.`,
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
      `Your ${input.companyName} account on Charterly (${input.to}) has not been verified yet.`,
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
      `An administrator of ${input.companyName} reset your Charterly sign-in. You have been signed out everywhere.`,
      "",
      "Charterly signs you in through your identity provider. Set a new password there:",
      input.resetUrl,
      "",
      "Then sign in again:",
      input.signInLink,
    ].join("\n"),
  };
}
