import {
  EditorErrorCode,
  EditorMessages,
  type ReplaceAllRequest,
  type ReplaceAllResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { normaliseForSave, replaceAll } from '@scriptloom/transcript';
import { badRequest } from '../../http/errors.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, toDocResponse } from './document.js';
import { withinTimeLimit } from './time-limit.js';

/** Far above a replace over a long transcript (tens of ms), far below a blocked server. */
const REPLACE_TIME_LIMIT_MS = 2000;

/** Replaces every match in the transcript, the summary (abstract) and the chapters (insights). */
export async function replaceEverywhere(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ReplaceAllRequest,
): Promise<ReplaceAllResponse> {
  let replaced = 0;
  const result = await editTranscript(ctx, user, fileId, req.version, (doc) => {
    const editable = {
      snippets: doc.snippets,
      speakers: doc.speakers,
      summary: doc.processed_data.abstract,
      chapters: doc.processed_data.insights,
    };
    const out = withinTimeLimit(
      () => replaceAll(editable, req.find, req.replace, { caseSensitive: req.case_sensitive }),
      REPLACE_TIME_LIMIT_MS,
      () => {
        throw badRequest('This search takes too long to run. Try a simpler pattern.', EditorErrorCode.searchTooSlow);
      },
    );
    replaced = out.replaced;
    // No match is not an error: the answer says 0 and nothing is written.
    if (replaced === 0) return null;
    return {
      // Replacing a word with nothing leaves an empty word (or paragraph) that a save would drop.
      snippets: normaliseForSave(out.doc.snippets),
      speakers: doc.speakers,
      processed_data: { ...doc.processed_data, abstract: out.doc.summary, insights: out.doc.chapters },
    };
  });
  return { ...toDocResponse(EditorMessages.replacedAll, result), replaced };
}
