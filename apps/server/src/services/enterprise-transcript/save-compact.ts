import { EditorMessages, type CompactSaveParsed, type TranscriptDocResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { editTranscript, toDocResponse } from '../editor/document.js';
import { documentAfterSave } from '../editor/transcript.js';
import { expandCompact } from './compact-document.js';
import { onlyWorkflows } from './workflow-gate.js';

/**
 * `POST /v2/enterprise/transcript/{id}`: a member's whole transcript in the compact form replaces
 * the stored one (docs/product.md#enterprise-transcript). It is the personal whole-document save
 * (same version check, limits and answer) once the compact paragraphs are expanded against the
 * stored document, in the same transaction, which also checks that the workflow's review status
 * lets this member edit it. Without a version it replaces the document as it is now, and a
 * paragraph it names that is no longer there is a 409 (see expandCompact).
 */
export async function saveCompactTranscript(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: CompactSaveParsed,
): Promise<TranscriptDocResponse> {
  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (doc) =>
      documentAfterSave(doc, {
        transcript: expandCompact(doc.snippets, req.tr, { versioned: req.version !== undefined }),
        speakers: req.speakers,
        processed_data: {
          ...(req.insights && { insights: req.insights }),
          ...(req.keywords && { keywords: req.keywords }),
        },
      }),
    { admit: onlyWorkflows },
  );
  return toDocResponse(EditorMessages.transcriptUpdated, result);
}
