import {
  ErrorCode,
  type ProcessedData,
  type Snippet,
  type Speaker,
  type TranscriptDocResponse,
  type TranscriptSaveKind,
} from '@scriptloom/contracts';
import type { TranscriptDoc, UserRow, WritableFile } from '@scriptloom/db';
import { documentLimitProblem, EditError, readStoredTranscript } from '@scriptloom/transcript';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { requireFile } from '../access.js';
import { historyEntry } from './history-policy.js';

/** A transcript document as the editor use cases see it. */
export interface EditorDoc {
  snippets: Snippet[];
  speakers: Speaker[];
  processed_data: ProcessedData;
}

/** The stored document after an edit (or as it was, when the edit changed nothing). */
export interface EditResult {
  doc: EditorDoc;
  version: number;
}

export const fileNotFound = () => notFound('File not found.');
export const noTranscriptYet = () =>
  conflict('This file has no transcript yet. Edit it once processing has finished.', ErrorCode.noTranscript);
export const versionConflict = (currentVersion: number) =>
  new AppError(
    409,
    ErrorCode.versionConflict,
    'This transcript was changed elsewhere since you opened it.',
    {},
    {
      current_version: currentVersion,
    },
  );

/** The editor's view of a stored document: its three columns, read once by the shared reader. */
const editorDoc = ({ snippets, speakers, processed_data }: TranscriptDoc): EditorDoc =>
  readStoredTranscript({ snippets, speakers, processed_data });

/** processed_data carries its own copy of the speaker list; keep the two the same on every write. */
export const withSpeakers = (doc: EditorDoc, speakers: Speaker[]): EditorDoc => ({
  ...doc,
  speakers,
  processed_data: { ...doc.processed_data, speakers },
});

/** How an edit is recorded, and what more a route asks of the file; see `editTranscript`. */
export interface EditOptions {
  /** What the version history calls this save (docs/product.md#version-history); an edit by default. */
  kind?: TranscriptSaveKind;
  admit?: (file: WritableFile) => void;
}

/**
 * Applies one edit to the caller's transcript under optimistic concurrency: 404 for a file that is
 * not theirs, 409 NO_TRANSCRIPT before processing has finished, 409 VERSION_CONFLICT when `version`
 * is stale. `edit` returns the new document, or null when nothing changes (then nothing is written
 * and the version stays). An EditError from the pure operations is the user's mistake: 400; a
 * result over the document limits is refused (400 for one text too long, 413 DOCUMENT_TOO_LARGE for
 * the whole) and nothing is written. Whether the caller may edit the file at all is the policy's,
 * asked on the locked row whichever route the edit came by (a workflow's review status closes it to
 * some roles: 409; docs/product.md#permission-matrix). `admit`, when given, sees the locked file
 * too and refuses the edit by throwing (the enterprise save takes workflows only). The save is kept
 * in the version history as `kind`, in its transaction.
 */
export async function editTranscript(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  version: number,
  edit: (doc: EditorDoc) => EditorDoc | null,
  { kind = 'edit', admit }: EditOptions = {},
): Promise<EditResult> {
  const outcome = await ctx.repos.transcripts.updateVersioned(
    fileId,
    callerOf(user),
    version,
    (stored) => {
      try {
        const next = edit(editorDoc(stored));
        const problem = next && documentLimitProblem(next);
        if (problem?.kind === 'size') throw new AppError(413, ErrorCode.documentTooLarge, problem.message);
        if (problem) throw badRequest(problem.message);
        return next;
      } catch (err) {
        if (err instanceof EditError) throw badRequest(err.message);
        throw err;
      }
    },
    { history: historyEntry(kind), ...(admit && { admit }) },
  );
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscriptYet();
    case 'conflict':
      throw versionConflict(outcome.currentVersion);
    case 'unchanged':
    case 'updated':
      return { doc: editorDoc(outcome.row), version: outcome.row.version };
  }
}

/** A stored document with its snippets still the JSON text stored (see readForEdit). */
export interface StoredDocText {
  version: number;
  snippetsJson: string;
  speakers: Speaker[];
  processed_data: ProcessedData;
}

/**
 * The caller's document as stored now, with the same 404 and 409 answers as `editTranscript`,
 * read without a lock and with the snippets as text: for edits worked out on a worker thread,
 * which parses them there. Such an edit must not hold a transaction open while it waits for a
 * thread; its write goes through `editTranscript`, which checks the version again.
 */
export async function readForEdit(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  version: number,
): Promise<StoredDocText> {
  // Asked as the edit it is for: a caller who may not make it learns no more than the write would say.
  await requireFile(ctx, user, 'edit', fileId, fileNotFound);
  const found = await ctx.repos.files.withTranscriptTextForUser(fileId, callerOf(user), 'read');
  if (!found) throw fileNotFound();
  const row = found.transcript;
  if (!row) throw noTranscriptYet();
  if (row.version !== version) throw versionConflict(row.version);
  const { speakers, processed_data } = readStoredTranscript({
    speakers: row.speakers,
    processed_data: row.processed_data,
  });
  return { version: row.version, snippetsJson: row.snippets_json, speakers, processed_data };
}

export const toDocResponse = (success: string, result: EditResult): TranscriptDocResponse => ({
  success,
  version: result.version,
  transcript: result.doc.snippets,
  speakers: result.doc.speakers,
  processed_data: result.doc.processed_data,
});
