import { z } from "zod";
import { CURSOR_MAX_LENGTH, LIBRARY_TABS, SEARCH_MAX_LENGTH } from "../plain/documents";
import {
  CATEGORIES,
  CHANGE_TYPES,
  COMMENT_TYPES,
  DOCUMENT_STATUSES,
  EDITABLE_STATUSES,
  REVIEW_FILTERS,
  ROLES,
} from "../vocabulary";
import { changeSummarySchema } from "./lifecycle";
import { documentContent, plainText } from "./text-rules";

// The document contract shared by the API (request and response validation, OpenAPI) and the
// browser (forms). Dates travel as ISO-8601 strings.

export const documentSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIES),
  content: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  version: z.number(),
  templateId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // The policy lifecycle (decision 016).
  ownerUserId: z.number().nullable(),
  ownerName: z.string().nullable(),
  reviewIntervalMonths: z.number().nullable(),
  /** When the text in force came into force; null when the document is not in force. */
  inForceSince: z.string().nullable(),
  /** When its next review is due; null without a review interval or when not in force. */
  nextReviewAt: z.string().nullable(),
  /** Who is asked to read it: null = everyone in the company. */
  readerRoles: z.array(z.enum(ROLES)).nullable(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

/** A library row: everything but the content, which the preview and exports fetch on demand. */
// Nor the owner's name: a list reads only its own rows (decision 015); the owner's id is there.
export const documentSummarySchema = documentSchema.omit({ content: true, ownerName: true });
export type DocumentSummaryDto = z.infer<typeof documentSummarySchema>;

export const documentListQuery = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  tab: z.enum(LIBRARY_TABS).optional(),
  category: z.enum(CATEGORIES).optional(),
  /** Documents whose review is overdue, or due within 30 days (overdue included); soonest first. */
  review: z.enum(REVIEW_FILTERS).optional(),
  /** Full-text search of title, description and text; the last word matches as a prefix. */
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search is at most ${SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: z.string().max(CURSOR_MAX_LENGTH).optional(),
});

/**
 * Where a search matched a document's text: a short excerpt cut into parts, the matched words
 * marked. Plain text parts (never HTML), so a client renders them without trusting markup.
 */
export const searchSnippetSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

/** A row of the library list; `snippet` only on a search's rows whose description or text matched. */
export const documentListRowSchema = documentSummarySchema.extend({
  snippet: searchSnippetSchema.optional(),
});
export type DocumentListRowDto = z.infer<typeof documentListRowSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentListRowSchema),
  counts: z.object({
    active: z.number(),
    archived: z.number(),
    /** A search's counts stop at SEARCH_COUNT_LIMIT: a count that reaches it means "at least". */
    atLeast: z.boolean().optional(),
  }),
  nextCursor: z.string().nullable(),
});

export const updateDocumentBody = z.union([
  z
    .object({
      status: z.enum(EDITABLE_STATUSES, { message: "Choose Draft, Under Review, Approved or Archived." }),
    })
    .strict(),
  z
    .object({
      title: plainText("Title").min(1, "Title is required").max(200, "Title is at most 200 characters"),
      description: plainText("Description", { multiline: true })
        .max(1000, "Description is at most 1000 characters")
        .nullable()
        .optional(),
      content: documentContent(),
    })
    .strict(),
]);

export const archiveDocumentBody = z.object({
  reason: plainText("The reason", { multiline: true })
    .max(1000, "The reason is at most 1000 characters")
    .optional()
    .default(""),
});

export const documentVersionSchema = z.object({
  id: z.number(),
  version: z.number(),
  changeType: z.enum(CHANGE_TYPES),
  changeDescription: z.string().nullable(),
  changedBy: z.number().nullable(),
  changedByName: z.string().nullable(),
  wordCount: z.number(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** What changed since the previous version in force (decision 016); null for versions before it. */
  changeSummary: changeSummarySchema.nullable(),
});

export const compareVersionsBody = z.object({
  versionId1: z.number().int().positive("Select two versions to compare."),
  versionId2: z.number().int().positive("Select two versions to compare."),
});

export const versionDifferenceSchema = z.object({
  type: z.enum(["added", "removed", "changed"]),
  content: z.string(),
  oldContent: z.string().optional(),
  newContent: z.string().optional(),
  /** 1-based line number where the difference starts (in the newer version; in the older one for removals). */
  position: z.number(),
});

export const versionComparisonSchema = z.object({
  version1: z.object({
    version: z.number(),
    createdAt: z.string(),
    changeDescription: z.string().nullable(),
    content: z.string(),
  }),
  version2: z.object({
    version: z.number(),
    createdAt: z.string(),
    changeDescription: z.string().nullable(),
    content: z.string(),
  }),
  differences: z.array(versionDifferenceSchema),
});

export const commentSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  authorName: z.string().nullable(),
  comment: z.string(),
  commentType: z.enum(COMMENT_TYPES),
  isResolved: z.boolean(),
  createdAt: z.string(),
});

export const addCommentBody = z.object({
  comment: plainText("A comment", { multiline: true })
    .min(1, "A comment cannot be empty.")
    .max(5000, "A comment is at most 5000 characters."),
  commentType: z.enum(COMMENT_TYPES).default("general"),
});

export const updateCommentBody = z.object({ isResolved: z.boolean() });

export type DocumentListQuery = z.infer<typeof documentListQuery>;
export type DocumentListDto = z.infer<typeof documentListSchema>;
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;
export type DocumentVersionDto = z.infer<typeof documentVersionSchema>;
export type VersionDifference = z.infer<typeof versionDifferenceSchema>;
export type VersionComparisonDto = z.infer<typeof versionComparisonSchema>;
export type CommentDto = z.infer<typeof commentSchema>;
export type AddCommentBody = z.infer<typeof addCommentBody>;

/** What the browser needs to produce a PDF, DOCX or TXT export of a document. */
export const documentExportSchema = documentSchema
  .pick({
    id: true,
    title: true,
    content: true,
    category: true,
    status: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /**
     * What the file says at its top and on every page when its text is not in force
     * ("DRAFT — not approved; not the policy in force"); null for approved text (exportMarking).
     */
    marking: z.string().nullable(),
  });
export type DocumentExportDto = z.infer<typeof documentExportSchema>;

/** The answer to a successful delete. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
