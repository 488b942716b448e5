import { EditorMessages, WorkflowMessages, type TranscriptDocResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';
import { invalidField } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { noTranscriptYet, toDocResponse, versionConflict, withSpeakers, type EditorDoc } from '../editor/document.js';
import { historyEntry } from '../editor/history-policy.js';
import { changeWorkflow } from './change.js';

/**
 * `PUT /enterprise/workflow/:id/speakers {speakers, version?}`: renames the transcript's speakers,
 * the i-th name for the i-th speaker of the list (so two speakers can swap names), every paragraph
 * of theirs included. The editor's rules apply: 409 VERSION_CONFLICT for a stale `version`, and the
 * answer is the document as written. Without a version the names apply to the list as it is now;
 * a list of another length than the stored one is refused (400 naming `speakers`). Two speakers
 * given one name become one speaker.
 */
export async function renameWorkflowSpeakers(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { version?: number | undefined; speakers: { name: string }[] },
): Promise<TranscriptDocResponse> {
  let result: EditorDoc | undefined;
  let currentVersion: number | undefined = req.version;
  const options = { action: 'edit' as const, withDocument: true, history: historyEntry('speakers') };
  const { transcriptVersion } = await changeWorkflow(ctx, user, id, options, (w) => {
    if (w.transcript_version === null || !w.document) throw noTranscriptYet();
    if (req.version !== undefined && w.transcript_version !== req.version) {
      throw versionConflict(w.transcript_version);
    }
    currentVersion = w.transcript_version;
    const { snippets: stored, speakers, processed_data } = w.document;
    const doc: EditorDoc = readStoredTranscript({ snippets: stored, speakers, processed_data });
    result = doc;
    if (req.speakers.length !== doc.speakers.length)
      throw invalidField(WorkflowMessages.speakerCount(doc.speakers.length), 'speakers');
    const renamed = new Map(doc.speakers.map((s, i) => [s.name, req.speakers[i]!.name]));
    if ([...renamed].every(([from, to]) => from === to)) return { events: [] };
    const snippets = doc.snippets.map((s) => {
      const to = renamed.get(s.speaker);
      return to === undefined || to === s.speaker ? s : { ...s, speaker: to };
    });
    const names = [...new Set(req.speakers.map((s) => s.name))];
    const next = withSpeakers(
      { ...doc, snippets },
      names.map((name) => ({ name })),
    );
    result = next;
    return {
      document: { paragraphs: next.snippets, speakers: next.speakers, processed_data: next.processed_data },
      events: [
        {
          action: 'speakers',
          from_value: doc.speakers.map((s) => s.name).join(', '),
          to_value: names.join(', '),
        },
      ],
    };
  });
  return toDocResponse(EditorMessages.speakersUpdated, { doc: result!, version: transcriptVersion ?? currentVersion! });
}
