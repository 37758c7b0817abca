// 'I have read this' as a form (decision 016, decision 026): posted to the dashboard's route action
// (routes/_index.tsx) from the dashboard's 'To read' list and from a document's preview anywhere.

export const ACKNOWLEDGE_INTENT = "acknowledge";

/** The dashboard's index route: its action records the acknowledgement. */
export const ACKNOWLEDGE_ACTION = "/?index";
