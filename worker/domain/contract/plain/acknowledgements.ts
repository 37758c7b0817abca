// Read-and-acknowledge (decision 016): the answers of the acknowledgement routes. The requests and
// the admins' status are in ./lifecycle.ts.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/acknowledgements.ts.

/** The message of a 409 when the version read is not (or no longer) the one in force. */
export const ACKNOWLEDGE_STALE_VERSION_MESSAGE = "This document changed; read the new version.";
/** The message of a 409 when the document is not in force at all. */
export const ACKNOWLEDGE_NOT_IN_FORCE_MESSAGE =
  "This document is not in force: only approved or generated documents are read and acknowledged.";
/** The message of a 403 when the document is not addressed to the person's role. */
export const ACKNOWLEDGE_NOT_FOR_YOU_MESSAGE =
  "This document is not addressed to your role, so you are not asked to acknowledge it.";

/** How many documents the 'To read' list holds at most; `more` says when others wait. */
export const TO_READ_LIMIT = 50;

/** How many of them the dashboard shows (with what changed in each) until 'Show all'. */
export const TO_READ_SHOWN_AT_FIRST = 5;
