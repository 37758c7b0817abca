// The dashboard's forms, posted to its index route's action (routes/_index.tsx, decision 026).

/** The dashboard's index route, for forms posted from elsewhere (a document's preview). */
export const DASHBOARD_ACTION = "/?index";

export const DASHBOARD_INTENTS = {
  /** 'I have read this' (decision 016). */
  acknowledge: "acknowledge",
} as const;
