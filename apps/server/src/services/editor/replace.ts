import { isDeepStrictEqual } from 'node:util';
import { ErrorCode, EditorMessages, type ReplaceAllRequest, type ReplaceAllResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { parseStoredSnippets } from '@scriptloom/transcript';
import { badRequest } from '../../lib/app-error.js';
import { CpuTaskError } from '../../workers/cpu-pool.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, readForEdit, toDocResponse, versionConflict } from './document.js';

/** Far above a replace over a long transcript (tens of ms), far below a thread held for nothing. */
const REPLACE_TIME_LIMIT_MS = 2000;
/**
 * The pool's limit for the whole task (the document's copy to and from the thread included), in
 * case the search's own limit cannot interrupt it: then the thread is ended.
 */
const REPLACE_TASK_LIMIT_MS = 15_000;

const searchTooSlow = () =>
  badRequest('This search takes too long to run. Try a simpler pattern.', ErrorCode.searchTooSlow);

/**
 * Replaces every match in the transcript, the summary (abstract) and the chapters (insights). The
 * search runs the person's pattern as a regular expression, so it runs on the CPU pool: a
 * catastrophic pattern costs one worker thread two seconds, never the event loop.
 */
export async function replaceEverywhere(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ReplaceAllRequest,
): Promise<ReplaceAllResponse> {
  const current = await readForEdit(ctx, user, fileId, req.version);
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
  if (out.status === 'invalid') throw badRequest(out.message);
  // No match is not an error: the answer says 0 and nothing is written.
  if (out.status === 'no_match') {
    const { speakers, processed_data } = current;
    const doc = { snippets: parseStoredSnippets(current.snippetsJson), speakers, processed_data };
    return { ...toDocResponse(EditorMessages.replacedAll, { doc, version: current.version }), replaced: 0 };
  }

  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (stored) => {
      // Insight jobs write the summary and chapters without a new version; if one did while the
      // replace ran, writing ours would undo it, so the editor reloads instead.
      const { abstract, insights } = stored.processed_data;
      if (
        abstract !== current.processed_data.abstract ||
        !isDeepStrictEqual(insights, current.processed_data.insights)
      ) {
        throw versionConflict(req.version);
      }
      return {
        snippets: out.snippets,
        speakers: stored.speakers,
        processed_data: { ...stored.processed_data, abstract: out.summary, insights: out.chapters },
      };
    },
    { kind: 'replace_all' },
  );
  return { ...toDocResponse(EditorMessages.replacedAll, result), replaced: out.replaced };
}
