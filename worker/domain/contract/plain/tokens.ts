// The token contract shared by the API and the browser's token panel and request form.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/tokens.ts.

export const TOKEN_REQUEST_MIN = 1;
export const TOKEN_REQUEST_MAX = 1000;
export const TOKEN_REQUEST_DEFAULT = 25;
export const TOKEN_REQUEST_PRESETS = [10, 25, 50, 100] as const;
/** "Low" in the token panel: this many tokens or fewer. */
export const LOW_TOKEN_BALANCE = 2;
export const JUSTIFICATION_MESSAGE =
  "Please provide a detailed business justification (minimum 10 characters)";
