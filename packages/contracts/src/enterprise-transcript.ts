import { z } from 'zod';
import { ChapterEdit, SpeakerEdit } from './editor.js';
import { ExportFormat, ExportOptions } from './exports.js';
import { DOCUMENT_LIMITS, SafeText, TEXT_LIMITS as L } from './text.js';
import { ExpectedVersion, Snippet } from './transcript.js';
import type { OrgRoleName } from './user.js';
import { editRefusal } from './policy.js';
import type { WorkflowStatus } from './workflow-status.js';

/**
 * The transcript of a workflow as its members edit it (docs/product.md#enterprise-transcript): the
 * rest of a long transcript fetched after the first paragraphs, a compact save, and exports.
 */

/** The editor shows this many paragraphs from `GET /up/details/{id}` and fetches the rest. */
export const TRANSCRIPT_FIRST_SNIPPETS = 25;
/** The most paragraphs one `GET /enterprise/transcript/{id}` answers. */
export const TRANSCRIPT_PAGE_MAX = 1000;

/** `GET /enterprise/transcript/{id}?start&limit` */
export const TranscriptPageQuery = z.object({
  start: z.coerce.number().int().min(0).max(DOCUMENT_LIMITS.paragraphs).default(TRANSCRIPT_FIRST_SNIPPETS),
  limit: z.coerce.number().int().min(1).max(TRANSCRIPT_PAGE_MAX).default(TRANSCRIPT_PAGE_MAX),
});
export type TranscriptPageQuery = z.input<typeof TranscriptPageQuery>;

/** The paragraphs from index `start` (at most `limit`), of `total`, at the document's `version`. */
export const TranscriptPageResponse = z.object({
  snippets: z.array(Snippet),
  total: z.number().int(),
  start: z.number().int(),
  version: z.number().int(),
});
export type TranscriptPageResponse = z.infer<typeof TranscriptPageResponse>;

/** How many characters of a paragraph id the compact save sends. */
export const COMPACT_ID_LENGTH = 8;

const Seconds = z.number().min(0).max(1e7);

/** A word in the compact save: text, start, end, confidence, struck out (the editor's `is_removed`). */
export const CompactWord = z.object({
  t: SafeText(L.word, `A word can have at most ${L.word} characters.`),
  st: Seconds,
  e: Seconds,
  c: z.number().min(0).max(1),
  d: z.boolean().default(false),
});
export type CompactWord = z.input<typeof CompactWord>;

/**
 * A paragraph in the compact save. `id` is the first COMPACT_ID_LENGTH characters of a stored
 * paragraph's id (the whole id when it is shorter); a paragraph the editor has just made (a split)
 * sends its whole new id, longer than that, which must not be a stored one's.
 */
export const CompactSnippet = z.object({
  id: SafeText(L.id).pipe(z.string().min(1, 'A paragraph needs its id.')),
  sp: SafeText(L.speakerName, `A speaker name can have at most ${L.speakerName} characters.`),
  st: Seconds,
  e: Seconds,
  w: z.array(CompactWord).max(DOCUMENT_LIMITS.wordsPerParagraph),
});
export type CompactSnippet = z.input<typeof CompactSnippet>;

/**
 * `POST /v2/enterprise/transcript/{id}`: the whole transcript in the compact form, which replaces
 * the stored one as the personal whole-document save does (comments stay with their paragraphs).
 * `insights` (chapters) and `keywords` only when they changed; `speakers`, the speaker list, only
 * when it changed.
 */
export const CompactSaveRequest = z.object({
  version: ExpectedVersion,
  tr: z.array(CompactSnippet).max(DOCUMENT_LIMITS.paragraphs),
  insights: z.array(ChapterEdit).max(DOCUMENT_LIMITS.chapters).optional(),
  keywords: z.array(SafeText(L.keyword)).max(DOCUMENT_LIMITS.keywords).optional(),
  speakers: z.array(SpeakerEdit).max(DOCUMENT_LIMITS.speakers).optional(),
});
export type CompactSaveRequest = z.input<typeof CompactSaveRequest>;
export type CompactSaveParsed = z.output<typeof CompactSaveRequest>;

/**
 * `GET /enterprise/transcript/export/{id}/{format}`: the personal export (`GET /v2/up/export/{id}`)
 * with the format in the path and the other options in the query.
 */
export const WorkflowExportParams = z.object({ id: z.string(), format: ExportFormat });
export const WorkflowExportQuery = ExportOptions.omit({ format: true });
export type WorkflowExportQuery = z.input<typeof WorkflowExportQuery>;

/**
 * Whether a member in `role` may save the transcript of a workflow in `status`, and if not, why:
 * the policy's edit rule (policy.ts, docs/product.md#enterprise-transcript).
 */
export const transcriptEditRefusal = (role: OrgRoleName, status: WorkflowStatus): string | null =>
  editRefusal(role, status);
