import type { TranscriptPageResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { parseStoredSnippets } from '@scriptloom/transcript';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { noWorkflowTranscript, workflowNotFound } from './workflow-gate.js';

/**
 * `GET /enterprise/transcript/{id}`: the paragraphs of a workflow's transcript from `start`, at
 * most `limit` (docs/product.md#enterprise-transcript). The editor shows the first ones from the
 * details and fetches the rest with this; `version` says which document they belong to.
 */
export async function transcriptPage(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  q: { start: number; limit: number },
): Promise<TranscriptPageResponse> {
  const page = await ctx.repos.transcripts.workflowSnippetPage(fileId, callerOf(user), q.start, q.limit);
  switch (page.status) {
    case 'file_not_found':
      throw workflowNotFound();
    case 'no_transcript':
      throw noWorkflowTranscript();
    case 'ok':
      return {
        snippets: parseStoredSnippets(page.snippetsJson),
        total: page.total,
        start: q.start,
        version: page.version,
      };
  }
}
