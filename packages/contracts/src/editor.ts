import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { ProcessedData } from './files.js';
import { DOCUMENT_LIMITS, SafeText, TEXT_LIMITS as L } from './text.js';
import { Comment, ExpectedVersion, Snippet, Speaker } from './transcript.js';

/**
 * Transcript editing (docs/product.md#transcript-editor).
 *
 * The editor's every write to a transcript document carries the version it started from. The
 * server applies it only when that is still the current version and answers 409 VERSION_CONFLICT
 * otherwise (with the current version), so a stale tab can never silently overwrite newer work.
 * The version is optional (`ExpectedVersion`) except where the request means nothing without it
 * (`changes`, runs against a version): a client sending the specification's fields alone edits
 * the current transcript, and each call refuses what its fields show to be stale (409
 * PARAGRAPH_CHANGED).
 */

export const EditorMessages = {
  transcriptUpdated: 'Transcript Updated',
  replaced: 'Replaced',
  replacedAll: 'Replaced All',
  /** A replace all that would change no text: nothing is written. */
  nothingReplaced: 'Nothing was replaced: no text would change.',
  speakersUpdated: 'Speakers have been updated',
  speakersFailed: 'Speakers could not be saved. Please try again later. ',
  saveFailed: 'File could not be saved. Please try again. ',
  commentSaveFailed: 'Comment could not be saved. Please try again. ',
  commentUpdateFailed: 'Comment could not be updated. Please try again. ',
  commentDeleteFailed: 'Comment could not be deleted. Please try again. ',
  markedComplete: 'File has been marked as completed.',
  summaryUpdated: 'summary updated',
  chaptersUpdated: 'chapters updated',
  commentAdded: 'Comment added',
  commentUpdated: 'Comment updated',
  commentDeleted: 'Comment deleted',
  /** "Remove filler words" (docs/product.md#filler-words): how many it struck, one step of undo. */
  fillersStruck: (n: number) =>
    `Struck ${n} filler ${n === 1 ? 'word' : 'words'}. Undo brings ${n === 1 ? 'it' : 'them'} back.`,
  noFillers: 'No filler words found.',
} as const;

/** The conflict code under its own name: the conflict body below and the editor's check use it. */
export const VERSION_CONFLICT = ErrorCode.versionConflict;

/** 409 body when the document changed since the editor loaded it. */
export const VersionConflictBody = z.object({
  error: z.string(),
  code: z.literal(VERSION_CONFLICT),
  current_version: z.number().int(),
});
export type VersionConflictBody = z.infer<typeof VersionConflictBody>;

/** Playback rates (docs/product.md#playback), stepped up and down and clamped at the ends. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2, 4] as const;
export const DEFAULT_PLAYBACK_RATE = 1;

/** docs/product.md#opening-a-transcript: entities are highlighted 0.5 s after the transcript loads, comments after 1 s. */
export const ENTITY_INIT_DELAY_MS = 500;
export const COMMENT_INIT_DELAY_MS = 1000;
/** After marking complete, saving flags reset this much later. */
export const COMPLETE_RESET_MS = 2500;

export const Chapter = z.object({ summary: z.string(), timestamp: z.string() });
export type Chapter = z.infer<typeof Chapter>;

/*
 * What a save may carry. Answers use the plain document schemas (`Snippet`, ...); requests use these,
 * which add the length limits (`TEXT_LIMITS`, `DOCUMENT_LIMITS`), so what one person sends stays
 * within what the server can store and render for everyone.
 */
const Seconds = z.number().min(0).max(1e7);
export const ChapterEdit = z.object({
  summary: SafeText(L.chapterTitle),
  timestamp: SafeText(L.timestamp),
});
export const WordEdit = z.object({
  text: SafeText(L.word, `A word can have at most ${L.word} characters.`),
  start: Seconds,
  end: Seconds,
  confidence: z.number().min(0).max(1),
  is_removed: z.boolean().default(false),
});
export const CommentEdit = z.object({
  id: SafeText(L.id),
  comment: SafeText(L.comment),
  start_pos: z.number().int().min(0),
  end_pos: z.number().int().min(0),
  highlighted_text: SafeText(L.highlightedText),
  created_by: z.object({ first_name: SafeText(L.speakerName) }),
});
export const SnippetEdit = z.object({
  id: SafeText(L.id),
  start: Seconds,
  start_timestamp: SafeText(L.timestamp),
  end: Seconds,
  end_timestamp: SafeText(L.timestamp),
  speaker: SafeText(L.speakerName, `A speaker name can have at most ${L.speakerName} characters.`),
  words: z.array(WordEdit).max(DOCUMENT_LIMITS.wordsPerParagraph),
  comments: z.array(CommentEdit).max(DOCUMENT_LIMITS.commentsPerParagraph).default([]),
});
export const SpeakerEdit = z.object({ name: SafeText(L.speakerName) });

/** The editable part of processed_data that a transcript save may carry (only what changed). */
export const ProcessedDataEdit = z.object({
  abstract: SafeText(L.summary).nullable().optional(),
  insights: z.array(ChapterEdit).max(DOCUMENT_LIMITS.chapters).optional(),
  keywords: z.array(SafeText(L.keyword)).max(DOCUMENT_LIMITS.keywords).optional(),
  entities: z
    .record(SafeText(L.keyword), z.array(SafeText(L.entity)).max(DOCUMENT_LIMITS.entitiesPerType))
    .refine((r) => Object.keys(r).length <= DOCUMENT_LIMITS.entityTypes, {
      message: `At most ${DOCUMENT_LIMITS.entityTypes} entity types.`,
    })
    .optional(),
});
export type ProcessedDataEdit = z.infer<typeof ProcessedDataEdit>;

/**
 * One run of paragraphs a save replaces (docs/product.md#versions-and-saving): from index `at` of
 * the document as the named version holds it, `remove` paragraphs go and `insert` take their place.
 */
export const ParagraphChangeEdit = z.object({
  at: z.number().int().min(0),
  remove: z.number().int().min(0),
  insert: z.array(SnippetEdit).max(DOCUMENT_LIMITS.paragraphs).default([]),
});
export type ParagraphChangeEdit = z.infer<typeof ParagraphChangeEdit>;
export const ParagraphChange = z.object({
  at: z.number().int(),
  remove: z.number().int(),
  insert: z.array(Snippet),
});
export type ParagraphChange = z.infer<typeof ParagraphChange>;

/**
 * `PUT /up/transcript/{id}`, in one of three forms, told apart by which of `index`, `changes` and
 * `transcript` it has (a refusal names the fields of that form):
 * - `{index, text, version?}`: the paragraph at `index` now reads `text`; the server re-aligns that
 *   paragraph only (unchanged words keep their times).
 * - `{version, changes, speakers?, processed_data?}`: what changed since `version`, paragraph runs
 *   in document order (what the editor sends: a save costs what it changes). The runs' places are
 *   those of that version, so here it is required.
 * - `{version, transcript, speakers?, processed_data?}`: the whole document; sent without a version
 *   it would overwrite whatever is stored, so here it is required too.
 */
export const TranscriptSaveRequest = z.union([
  z.object({
    version: ExpectedVersion,
    index: z.number().int().min(0),
    text: SafeText(L.paragraph, `A paragraph can have at most ${L.paragraph} characters.`),
  }),
  z.object({
    version: z.number().int().describe('The version the runs of `changes` are against.'),
    changes: z.array(ParagraphChangeEdit).max(DOCUMENT_LIMITS.paragraphs),
    speakers: z.array(SpeakerEdit).max(DOCUMENT_LIMITS.speakers).optional(),
    processed_data: ProcessedDataEdit.optional(),
  }),
  z.object({
    // Not the specification's: a whole document sent blind would overwrite everything.
    version: z.number().int().describe('The version the document replaces.'),
    transcript: z.array(SnippetEdit).max(DOCUMENT_LIMITS.paragraphs),
    speakers: z.array(SpeakerEdit).max(DOCUMENT_LIMITS.speakers).optional(),
    processed_data: ProcessedDataEdit.optional(),
  }),
]);
export type TranscriptSaveRequest = z.infer<typeof TranscriptSaveRequest>;

/**
 * What `PUT /up/transcript/{id}` answers: the new version and the paragraphs the save changed, as
 * runs against the version it was made on (the one it named, or without one the then current one)
 * (empty when it changed nothing): an answer the size of the change, not of the document.
 */
export const TranscriptSaveResponse = z.object({
  success: z.string(),
  version: z.number().int(),
  changes: z.array(ParagraphChange),
});
export type TranscriptSaveResponse = z.infer<typeof TranscriptSaveResponse>;

/** What the other transcript-changing routes answer: the document as now stored and its version. */
export const TranscriptDocResponse = z.object({
  success: z.string(),
  version: z.number().int(),
  transcript: z.array(Snippet),
  speakers: z.array(Speaker),
  processed_data: ProcessedData,
});
export type TranscriptDocResponse = z.infer<typeof TranscriptDocResponse>;

/** `POST /up/transcript/replace/{id}`: replace every match in transcript, summary and chapters. */
export const ReplaceAllRequest = z.object({
  version: ExpectedVersion,
  find: SafeText(1000).pipe(z.string().min(1)),
  replace: SafeText(1000),
  case_sensitive: z.boolean().default(false),
});
export type ReplaceAllRequest = z.infer<typeof ReplaceAllRequest>;
/**
 * What replace all answers: the paragraphs it changed (runs against the version it was asked on),
 * the speakers and processed_data (with the summary and chapters as replaced), and how many
 * matches it replaced.
 */
export const ReplaceAllResponse = z.object({
  success: z.string(),
  version: z.number().int(),
  changes: z.array(ParagraphChange),
  speakers: z.array(Speaker),
  processed_data: ProcessedData,
  replaced: z.number().int(),
});
export type ReplaceAllResponse = z.infer<typeof ReplaceAllResponse>;

/** `PUT /up/speaker/{id}` adds a speaker to the list; `DELETE /up/speaker/{id}` removes an unused one. */
const SpeakerName = SafeText(L.speakerName, `A speaker name can have at most ${L.speakerName} characters.`);
export const SpeakerRequest = z.object({ version: ExpectedVersion, speaker: SpeakerName.trim().min(1) });
export type SpeakerRequest = z.infer<typeof SpeakerRequest>;

/** `POST /up/update-speaker/{id}`: rename a speaker everywhere, or only on the paragraph at `index`. */
export const UpdateSpeakerRequest = z.object({
  version: ExpectedVersion,
  current_speaker: SpeakerName.min(1),
  new_speaker: SpeakerName.trim().min(1),
  replace_all: z.boolean(),
  index: z.number().int().min(0).optional(),
});
export type UpdateSpeakerRequest = z.infer<typeof UpdateSpeakerRequest>;

/** `PUT /up/processed_data/{id}` (summary, chapters). */
export const ProcessedDataRequest = z.object({
  version: ExpectedVersion,
  summary: SafeText(L.summary).optional(),
  chapters: z.array(ChapterEdit).max(DOCUMENT_LIMITS.chapters).optional(),
});
export type ProcessedDataRequest = z.infer<typeof ProcessedDataRequest>;

/** `POST /enterprise/comments/{doc}/transcript/{item}` (item: the paragraph's id). */
export const CommentCreateRequest = z.object({
  version: ExpectedVersion,
  docid: SafeText(L.id).optional(),
  snippetId: SafeText(L.id).optional(),
  highlighted_text: SafeText(L.highlightedText).pipe(z.string().min(1)),
  /** Character offsets into the paragraph's text (its words joined by single spaces). */
  start_pos: z.number().int().min(0),
  end_pos: z.number().int().min(0),
  comment: SafeText(L.comment).trim().min(1, 'Write a comment.'),
});
export type CommentCreateRequest = z.infer<typeof CommentCreateRequest>;
/** `PUT .../comment/{commentId}` */
export const CommentUpdateRequest = z.object({
  version: ExpectedVersion,
  _id: SafeText(L.id).optional(),
  comment: SafeText(L.comment).trim().min(1, 'Write a comment.'),
});
export type CommentUpdateRequest = z.infer<typeof CommentUpdateRequest>;
/** `DELETE .../comment/{commentId}`, `?version=N` optional as on every write. */
export const CommentDeleteQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .optional()
    .describe(ExpectedVersion.description ?? ''),
});

export const CommentResponse = z.object({
  success: z.string(),
  version: z.number().int(),
  snippet_id: z.string(),
  comment: Comment.nullable(),
});
export type CommentResponse = z.infer<typeof CommentResponse>;

/** `POST /up/complete/{id}`: the reviewer is done with this file. */
export const CompleteResponse = z.object({ success: z.string(), review_complete: z.boolean() });
export type CompleteResponse = z.infer<typeof CompleteResponse>;
