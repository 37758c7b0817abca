// A route action is the browser's entrance to the API's operations (decision 026): each intent it
// answers names the operation (the operationId in /api/openapi.json) it makes. The action counts
// the request against that operation's declared rate limit (`context.countOperation`), so a limit
// is written once, on the API route, and test/http/action-operations.test.ts checks every intent.

/**
 * Every intent of a route's form maps to the API operation it makes, or to the operations it
 * chooses between by a field of the form (Save Mapping: add or update), which share one limit.
 */
export type IntentOperations<Intents extends Record<string, string>> = Record<
  Intents[keyof Intents],
  string | readonly string[]
>;
