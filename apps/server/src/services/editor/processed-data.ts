import { isDeepStrictEqual } from 'node:util';
import { EditorMessages, type ProcessedDataRequest, type TranscriptDocResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { invalidField } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, toDocResponse } from './document.js';

/**
 * Summary (stored as processed_data.abstract) and chapters (processed_data.insights). The editor
 * saves one at a time; when a request carries both, both are saved and the answer says
 * 'summary updated' (the first of the two in the product's order). Without a version they replace
 * the current ones: what is sent is the whole of each, so there is nothing of them to compare.
 */
export async function updateProcessedData(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ProcessedDataRequest,
): Promise<TranscriptDocResponse> {
  if (req.summary === undefined && req.chapters === undefined) {
    throw invalidField('Send a summary or chapters to update.', 'summary');
  }
  const result = await editTranscript(ctx, user, fileId, req.version, (doc) => {
    const processed_data = {
      ...doc.processed_data,
      ...(req.summary !== undefined && { abstract: req.summary }),
      ...(req.chapters !== undefined && { insights: req.chapters }),
    };
    return isDeepStrictEqual(processed_data, doc.processed_data) ? null : { ...doc, processed_data };
  });
  const success = req.summary !== undefined ? EditorMessages.summaryUpdated : EditorMessages.chaptersUpdated;
  return toDocResponse(success, result);
}
