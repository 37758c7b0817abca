import { z } from "zod";
import {
  KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
  MAX_KNOWLEDGE_SEARCH_RESULTS,
  SEARCH_QUERY_REQUIRED_MESSAGE,
} from "../plain/knowledge";
import { CATEGORIES, KNOWLEDGE_DOCUMENT_TYPES } from "../vocabulary";

// The knowledge-base contract (administration side, 'RAG Knowledge Base'): entries, upload and
// import, search and the unanswered questions, shared by the API, the admin tab and the tests.

/** One entry of the knowledge base (spec §3 "Knowledge base document", plus where it comes from). */
export const knowledgeBaseEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  chunkCount: z.number(),
  category: z.enum(CATEGORIES),
  documentType: z.enum(KNOWLEDGE_DOCUMENT_TYPES),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Set when the entry is a library document imported into the knowledge base. */
  sourceDocumentId: z.number().nullable(),
  /**
   * Whether the assistant can use the entry now: an upload always; an imported library document only
   * while its current version is in force (approved or generated).
   */
  inForce: z.boolean(),
});
export type KnowledgeBaseEntryDto = z.infer<typeof knowledgeBaseEntrySchema>;

export const knowledgeBaseListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.enum(CATEGORIES).optional(),
  documentType: z.enum(KNOWLEDGE_DOCUMENT_TYPES).optional(),
  status: z.enum(["all", "active", "inactive"]).default("all"),
});

export const knowledgeBaseListSchema = z.object({ entries: z.array(knowledgeBaseEntrySchema) });

/** The form fields of a multipart upload (the file itself is checked by the operation). */
export const knowledgeBaseUploadFields = z.object({
  title: z
    .string({ error: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE })
    .trim()
    .min(1, KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE)
    .max(200, "The title is at most 200 characters"),
  documentType: z.enum(KNOWLEDGE_DOCUMENT_TYPES).default("policy"),
  category: z.enum(CATEGORIES).default("other"),
});

export const knowledgeBaseImportBody = z.object({
  documentId: z.number({ error: "Choose a document to import." }).int().positive(),
  documentType: z.enum(KNOWLEDGE_DOCUMENT_TYPES).default("policy"),
  category: z.enum(CATEGORIES).default("other"),
});

/** The answer to an import: the spec's message, and the entry as the list shows it. */
export const knowledgeBaseImportResultSchema = z.object({
  message: z.string(),
  entry: knowledgeBaseEntrySchema,
});

export const knowledgeBaseStatusBody = z.object({ isActive: z.boolean() });

export const knowledgeBaseSearchBody = z.object({
  query: z
    .string({ error: SEARCH_QUERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, SEARCH_QUERY_REQUIRED_MESSAGE)
    .max(500, "The search query is at most 500 characters"),
  category: z.enum(CATEGORIES).optional(),
  limit: z.number().int().min(1).max(MAX_KNOWLEDGE_SEARCH_RESULTS).default(MAX_KNOWLEDGE_SEARCH_RESULTS),
});

/** One search result (spec §3 "Search result", plus the snippet and where the passage sits). */
export const knowledgeSearchResultSchema = z.object({
  /** The knowledge-base entry's id, or the library document's id when `source` is "document". */
  id: z.number(),
  source: z.enum(["knowledge_base", "document"]),
  title: z.string(),
  category: z.enum(CATEGORIES),
  documentType: z.enum(KNOWLEDGE_DOCUMENT_TYPES),
  /** The heading path of the passage ("4. Expenses › 4.2 Meals"); empty before the first heading. */
  heading: z.string(),
  /** The passage's text. */
  content: z.string(),
  /** About 200 characters around the best match. */
  snippet: z.string(),
  /** 0–1, shown as a percent match. */
  similarity: z.number(),
});
export type KnowledgeSearchResultDto = z.infer<typeof knowledgeSearchResultSchema>;
export const knowledgeSearchResponseSchema = z.object({ results: z.array(knowledgeSearchResultSchema) });

/** A question the assistant could not answer with confidence, with its near-duplicates counted. */
export const questionGapSchema = z.object({
  id: z.number(),
  question: z.string(),
  askCount: z.number(),
  lastAskedAt: z.string(),
  lastConfidence: z.number().nullable(),
});
export type QuestionGapDto = z.infer<typeof questionGapSchema>;
export const questionGapListSchema = z.object({ gaps: z.array(questionGapSchema) });
