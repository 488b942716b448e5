import {
  ErrorCode,
  type ProcessedData,
  type Snippet,
  type Speaker,
  type TranscriptDocResponse,
  type TranscriptSaveKind,
} from '@scriptloom/contracts';
import type {
  DocumentWrite,
  StoredDocument,
  UserRow,
  VersionedWrite,
  VersionedWriteOptions,
  WritableFile,
} from '@scriptloom/db';
import {
  documentLimitProblem,
  EditError,
  paragraphLimitProblem,
  readStoredTranscript,
  totalsLimitProblem,
  type DocumentLimitProblem,
  type ParagraphChange,
} from '@scriptloom/transcript';
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
  /** The runs of paragraphs the edit changed, against the version it was made on. */
  changes: ParagraphChange<Snippet>[];
}

export const fileNotFound = () => notFound('File not found.');
export const noTranscriptYet = () =>
  conflict('This file has no transcript yet. Edit it once processing has finished.', ErrorCode.noTranscript);
/**
 * An edit made without a version whose fields no longer match the stored paragraph: the check such
 * a request allows in place of the version's (docs/product.md#versions-and-saving).
 */
export const paragraphChanged = (message: string) => conflict(message, ErrorCode.paragraphChanged);
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

/** processed_data carries its own copy of the speaker list; keep the two the same on every write. */
export const withSpeakers = (doc: EditorDoc, speakers: Speaker[]): EditorDoc => ({
  ...doc,
  speakers,
  processed_data: { ...doc.processed_data, speakers },
});

/** A problem of the limits as the answer it is: 413 for the document as a whole, else 400. */
function refuseOverLimit(problem: DocumentLimitProblem | undefined): void {
  if (problem?.kind === 'size') throw new AppError(413, ErrorCode.documentTooLarge, problem.message);
  if (problem) throw badRequest(problem.message);
}

/** How an edit is recorded, and what more a route asks of the file; see `editTranscript`. */
export interface EditOptions {
  /** What the version history calls this save (docs/product.md#version-history); an edit by default. */
  kind?: TranscriptSaveKind;
  admit?: (file: WritableFile) => void;
}

/** The outcome of a versioned write, or the answer it is when it was refused. */
export function written(outcome: VersionedWrite): { version: number; changes: ParagraphChange<Snippet>[] } {
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscriptYet();
    case 'conflict':
      throw versionConflict(outcome.currentVersion);
    case 'unchanged':
      return { version: outcome.version, changes: [] };
    case 'updated':
      return { version: outcome.written.version, changes: outcome.written.changes };
  }
}

/** The user's mistakes inside an edit (an EditError of the pure operations) are 400s. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof EditError) throw badRequest(err.message);
    throw err;
  }
}

/**
 * Applies one edit of the whole document to the caller's transcript under optimistic concurrency:
 * 404 for a file that is not theirs, 409 NO_TRANSCRIPT before processing has finished, 409
 * VERSION_CONFLICT when `version` is stale. Without a `version` (an API client that sends only the
 * fields of its edit) the edit applies to the current document, read under the write's lock, and
 * `edit` makes whatever check its fields allow. `edit` returns the new document, or null when nothing
 * changes (then nothing is written and the version stays); paragraphs it hands back as it got them
 * cost nothing to write, and only the others are stored. An EditError from the pure operations is
 * the user's mistake: 400; a result over the document limits is refused (400 for one text too
 * long, 413 DOCUMENT_TOO_LARGE for the whole) and nothing is written. Whether the caller may edit
 * the file at all is the policy's, asked on the locked row whichever route the edit came by (a
 * workflow's review status closes it to some roles: 409; docs/product.md#permission-matrix).
 * `admit`, when given, sees the locked file too and refuses the edit by throwing (the enterprise
 * save takes workflows only). The save is kept in the version history as `kind`, in its
 * transaction. For an edit of a few paragraphs, `editParagraphs` reads and writes only those.
 */
export async function editTranscript(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  version: number | undefined,
  edit: (doc: EditorDoc) => EditorDoc | null,
  { kind = 'edit', admit }: EditOptions = {},
): Promise<EditResult> {
  // What the edit saw and made, filled in inside the transaction.
  const seen: { doc?: EditorDoc; next?: EditorDoc } = {};
  const outcome = await asBadRequest(() =>
    ctx.repos.transcripts.updateVersioned(
      fileId,
      callerOf(user),
      version,
      async (stored) => {
        const doc = readStoredTranscript({
          snippets: await stored.all(),
          speakers: stored.speakers,
          processed_data: await stored.processedData(),
        });
        seen.doc = doc;
        const next = edit(doc);
        if (!next) return null;
        refuseOverLimit(documentLimitProblem(next));
        seen.next = next;
        return {
          ...(next.snippets !== doc.snippets && { paragraphs: next.snippets }),
          ...(next.speakers !== doc.speakers && { speakers: next.speakers }),
          ...(next.processed_data !== doc.processed_data && { processed_data: next.processed_data }),
        };
      },
      { history: historyEntry(kind), ...(admit && { admit }) },
    ),
  );
  const result = written(outcome);
  return { doc: (outcome.status === 'updated' ? seen.next : seen.doc)!, ...result };
}

/** What an edit of a few paragraphs changes: runs against the stored order, and the lists it replaces. */
export interface ParagraphEdit {
  changes: ParagraphChange<Snippet>[];
  speakers?: Speaker[];
  processed_data?: ProcessedData;
}

/**
 * An edit that reads and writes only the paragraphs it touches (a paragraph's text, a comment, the
 * editor's save of what changed): the same answers and history as `editTranscript`, but `edit`
 * asks the stored document (StoredDocument) for what it needs and returns the runs it replaces.
 * Each new paragraph is checked against the limits of a paragraph, and the document's totals
 * after the write against those of a document; the summary and chapters count when the edit
 * changes them.
 */
export async function editParagraphs(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  version: number | undefined,
  edit: (doc: StoredDocument) => Promise<ParagraphEdit | null>,
  options: EditOptions = {},
): Promise<{ version: number; changes: ParagraphChange<Snippet>[] }> {
  return written(
    await paragraphWrite(
      (edit, writeOptions) =>
        ctx.repos.transcripts.updateVersioned(fileId, callerOf(user), version, edit, writeOptions),
      edit,
      options,
    ),
  );
}

/** A versioned write of the document (transcriptsRepo.updateVersioned, or one through a review link). */
export type DocumentWriter<T> = (
  edit: (doc: StoredDocument) => Promise<DocumentWrite | null>,
  options: VersionedWriteOptions,
) => Promise<T>;

/**
 * `editParagraphs` with the write left to `write`: the edit's paragraphs checked against the
 * limits, its history entry, the totals' check. A review link's comment (services/share) writes
 * through the link rather than as a signed-in caller, with the same checks.
 */
export async function paragraphWrite<T>(
  write: DocumentWriter<T>,
  edit: (doc: StoredDocument) => Promise<ParagraphEdit | null>,
  { kind = 'edit', admit }: EditOptions = {},
): Promise<T> {
  let speakers = 0;
  let processedData: ProcessedData | undefined;
  return asBadRequest(() =>
    write(
      async (stored) => {
        const change = await edit(stored);
        if (!change) return null;
        for (const run of change.changes) for (const s of run.insert) refuseOverLimit(paragraphLimitProblem(s));
        speakers = (change.speakers ?? stored.speakers).length;
        processedData = change.processed_data;
        return {
          changes: change.changes,
          ...(change.speakers && { speakers: change.speakers }),
          ...(change.processed_data && { processed_data: change.processed_data }),
        };
      },
      {
        history: historyEntry(kind),
        ...(admit && { admit }),
        check: (totals) => refuseOverLimit(totalsLimitProblem(totals, speakers, processedData)),
      },
    ),
  );
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
 * thread; its write goes through `editTranscript`, which checks the version again. Without a
 * `version`, the current one is read (and the write names it: see replaceEverywhere).
 */
export async function readForEdit(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  version: number | undefined,
): Promise<StoredDocText> {
  // Asked as the edit it is for: a caller who may not make it learns no more than the write would say.
  await requireFile(ctx, user, 'edit', fileId, fileNotFound);
  const found = await ctx.repos.files.withTranscriptTextForUser(fileId, callerOf(user), 'read');
  if (!found) throw fileNotFound();
  const row = found.transcript;
  if (!row) throw noTranscriptYet();
  if (version !== undefined && row.version !== version) throw versionConflict(row.version);
  const { speakers, processed_data } = readStoredTranscript({
    speakers: row.speakers,
    processed_data: row.processed_data,
  });
  return { version: row.version, snippetsJson: row.snippets_json, speakers, processed_data };
}

export const toDocResponse = (success: string, result: Pick<EditResult, 'doc' | 'version'>): TranscriptDocResponse => ({
  success,
  version: result.version,
  transcript: result.doc.snippets,
  speakers: result.doc.speakers,
  processed_data: result.doc.processed_data,
});
