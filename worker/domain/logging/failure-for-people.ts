import { isAppError } from "../contract";

/**
 * A failure of an outside service (an identity provider, a mail provider, Slack, a binding) in
 * Charterly's words: which service, and what happened ("mail.example.com could not be reached").
 * Adapters and status probes throw it so that what they say can be shown to a person.
 */
export class OutsideServiceError extends Error {
  override name = "OutsideServiceError";
}

/**
 * What a person may read about a failure: the message of an error Charterly worded itself (an
 * AppError, an OutsideServiceError, or one whose name is among the `worded` ones the caller trusts), else
 * `fallback`. The runtime's own messages — workerd's "internal error; reference = …" when a service
 * cannot be reached, a driver's SQL, a stack — belong in the logs only, and the caller logs them.
 */
export function failureForPeople(error: unknown, fallback: string, worded: readonly string[] = []): string {
  // By name, not `instanceof`: the Worker's and the Remix app's bundles each hold a copy of a class.
  const ours =
    isAppError(error) || (error instanceof Error && ["OutsideServiceError", ...worded].includes(error.name));
  return ours && error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}
