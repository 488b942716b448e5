import { isDeepStrictEqual } from 'node:util';
import {
  ErrorCode,
  EditorMessages,
  type ReplaceAllRequest,
  type ReplaceAllResponse,
  type Snippet,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { readStoredTranscript, type ParagraphChange } from '@scriptloom/transcript';
import { AppError, invalidField } from '../../lib/app-error.js';
import { CpuTaskError } from '../../workers/cpu-pool.js';
import type { ServiceContext } from '../context.js';
import { editParagraphs, readForEdit, versionConflict, type StoredDocText } from './document.js';

/** Far above a replace over a long transcript (tens of ms), far below a thread held for nothing. */
const REPLACE_TIME_LIMIT_MS = 2000;
/**
 * The pool's limit for the whole task (the document's copy to and from the thread included), in
 * case the search's own limit cannot interrupt it: then the thread is ended.
 */
const REPLACE_TASK_LIMIT_MS = 15_000;

const searchTooSlow = () =>
  new AppError(
    400,
    ErrorCode.searchTooSlow,
    'This search takes too long to run. Try a simpler pattern.',
    {},
    {
      fields: [{ field: 'find', message: 'This search takes too long to run.' }],
    },
  );

/**
 * How many times a replace sent without a version starts again when another write landed between
 * its read and its write: the client named no version, so that race is not its conflict to
 * resolve. A document being written this often is answered 409 after these tries.
 */
const UNVERSIONED_ATTEMPTS = 3;

/**
 * Replaces every match in the transcript, the summary (abstract) and the chapters (insights). The
 * search runs the person's pattern as a regular expression, so it runs on the CPU pool: a
 * catastrophic pattern costs one worker thread two seconds, never the event loop. The thread
 * parses the document and sends back only the paragraphs it changed; the write stores only those,
 * so a long transcript is never parsed or written whole on the event loop.
 *
 * The thread's changes are runs against the version it read, so the write names that version.
 * With the request's own version, a write that finds the document moved on is the client's 409.
 * Without one (find and replace are all the fields the call needs), the replace applies to the
 * current document: read, searched and written again when another write came in between.
 */
export async function replaceEverywhere(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ReplaceAllRequest,
): Promise<ReplaceAllResponse> {
  if (req.version !== undefined) return replaceAt(ctx, user, fileId, req, req.version);
  for (let attempt = 1; ; attempt++) {
    try {
      return await replaceAt(ctx, user, fileId, req, undefined);
    } catch (err) {
      const raced = err instanceof AppError && err.code === ErrorCode.versionConflict;
      if (!raced || attempt >= UNVERSIONED_ATTEMPTS) throw err;
    }
  }
}

/** One replace: at `version`, or at the version current when it reads (undefined). */
async function replaceAt(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ReplaceAllRequest,
  version: number | undefined,
): Promise<ReplaceAllResponse> {
  const current = await readForEdit(ctx, user, fileId, version);
  const out = await ctx.cpu
    .run(
      'replaceAllTask',
      {
        snippetsJson: current.snippetsJson,
        speakers: current.speakers,
        summary: current.processed_data.abstract,
        chapters: current.processed_data.insights,
        find: req.find,
        replace: req.replace,
        caseSensitive: req.case_sensitive,
        timeLimitMs: REPLACE_TIME_LIMIT_MS,
      },
      { lane: 'request', owner: user.id, timeoutMs: REPLACE_TASK_LIMIT_MS },
    )
    .catch((err: unknown) => {
      if (err instanceof CpuTaskError && err.reason === 'timeout') throw searchTooSlow();
      throw err;
    });
  if (out.status === 'too_slow') throw searchTooSlow();
  if (out.status === 'invalid') throw invalidField(out.message, 'find');
  // No match (or only matches that already read as the replacement) is not an error: the answer
  // says 0 and nothing is written.
  if (out.status === 'no_match') return replacedAnswer({ version: current.version, changes: [] }, current, 0);

  let processed = current.processed_data;
  const result = await editParagraphs(
    ctx,
    user,
    fileId,
    current.version,
    async (doc) => {
      // Insight jobs write the summary and chapters without a new version; if one did while the
      // replace ran, writing ours would undo it, so the editor reloads instead.
      const stored = readStoredTranscript({ processed_data: await doc.processedData() }).processed_data;
      if (
        stored.abstract !== current.processed_data.abstract ||
        !isDeepStrictEqual(stored.insights, current.processed_data.insights)
      ) {
        throw versionConflict(current.version);
      }
      const processed_data = { ...stored, abstract: out.summary, insights: out.chapters };
      processed = processed_data;
      const pdChanged = out.summary !== stored.abstract || !isDeepStrictEqual(out.chapters, stored.insights);
      return { changes: out.changes, ...(pdChanged && { processed_data }) };
    },
    { kind: 'replace_all' },
  );
  return replacedAnswer(result, { speakers: current.speakers, processed_data: processed }, out.replaced);
}

/**
 * The answer: the paragraphs replace all changed (runs against the version it was asked on), the
 * speakers, and processed_data with the summary and chapters it changed, not the whole document.
 */
function replacedAnswer(
  result: { version: number; changes: ParagraphChange<Snippet>[] },
  doc: Pick<StoredDocText, 'speakers' | 'processed_data'>,
  replaced: number,
): ReplaceAllResponse {
  return {
    success: replaced > 0 ? EditorMessages.replacedAll : EditorMessages.nothingReplaced,
    version: result.version,
    changes: result.changes,
    speakers: doc.speakers,
    processed_data: doc.processed_data,
    replaced,
  };
}
