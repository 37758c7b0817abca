// The generate form as a route action (decision 026): routes/generate.tsx.

export const GENERATE_INTENTS = {
  /** 'Generate Policy' (POST /api/documents/generate, spec §5). */
  generateDocument: "generate-document",
} as const;
