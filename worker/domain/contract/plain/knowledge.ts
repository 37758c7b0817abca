// The knowledge-base contract (administration side, 'RAG Knowledge Base'): entries, upload and
// import, search and the unanswered questions, shared by the API, the admin tab and the tests.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/knowledge.ts.

export const MAX_KNOWLEDGE_FILE_BYTES = 10 * 1024 * 1024;
/** Formats a knowledge-base upload may have (the import extractors read them). */
export const KNOWLEDGE_FORMATS = ["pdf", "docx", "txt", "md"] as const;
export const KNOWLEDGE_FILE_ACCEPT = ".pdf,.docx,.txt,.md";
export const MAX_KNOWLEDGE_SEARCH_RESULTS = 10;
export const KNOWLEDGE_SNIPPET_LENGTH = 200;

export const KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE = "Please provide a title and select a file";
export const KNOWLEDGE_FILE_TYPE_MESSAGE = "Please select a PDF, DOCX, TXT or MD file.";
export const KNOWLEDGE_FILE_SIZE_MESSAGE = "The file is larger than 10 MB. Please select a smaller file.";
export const SEARCH_QUERY_REQUIRED_MESSAGE = "Search Query Required";
export const NO_TEXT_LAYER_MESSAGE =
  "This PDF has no text layer (it looks like a scan). Run it through OCR or upload the original document.";
export const documentAlreadyAddedMessage = (title: string) => `"${title}" is already in the knowledge base.`;
export const knowledgeBaseAddedMessage = (title: string) => `"${title}" was added to the knowledge base.`;
