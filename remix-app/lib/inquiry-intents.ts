// 'Upgrade to Enterprise' (the sales inquiry) as a page of its own (decision 026): the inquiry
// dialogs post to it; a browser without JavaScript opens it.

export const INQUIRY_PATH = "/upgrade/enterprise";

export const INQUIRY_INTENTS = {
  /** Submit Inquiry (POST /api/enterprise-inquiry). */
  submitInquiry: "submit-inquiry",
} as const;
