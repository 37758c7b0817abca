/**
 * Where the domain reports what went wrong without failing the request (a file not deleted, a
 * vector index not updated, a model's unusable answer). The runtime's logger (worker/http/log.ts)
 * writes one JSON line per entry with the request's id; tests may pass a recording one.
 */
export interface Logger {
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/**
 * An error as the domain lets it be logged when it may carry the prompt, i.e. the company's
 * policies or requirements: its name and message only.
 */
export function withoutPrompt(error: unknown): Error {
  const logged = new Error(error instanceof Error ? error.message : String(error));
  logged.name = error instanceof Error ? error.name : "Error";
  // This function's own stack says nothing about the failure.
  logged.stack = undefined;
  return logged;
}
