import { isDeepStrictEqual } from 'node:util';
import {
  EditorMessages,
  type ParagraphChangeEdit,
  type ProcessedData,
  type ProcessedDataEdit,
  type Snippet,
  type Speaker,
  type TranscriptSaveResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import {
  IGNORED_ENTITY_TYPE,
  normaliseForSave,
  paragraphChangesProblem,
  readStoredTranscript,
  setParagraphText,
  type ParagraphChange,
} from '@scriptloom/transcript';
import { invalidField } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { editParagraphs, editTranscript, withSpeakers, type EditorDoc } from './document.js';

/** The answer of a save: its version and the runs of paragraphs it changed. */
const saveAnswer = (result: { version: number; changes: ParagraphChange<Snippet>[] }): TranscriptSaveResponse => ({
  success: EditorMessages.transcriptUpdated,
  version: result.version,
  changes: result.changes,
});

/**
 * The paragraph at `index` now reads `text`: only that paragraph is read, re-aligned and written.
 * Without a version it is the paragraph at `index` now (the fields say nothing of what it read
 * before, so the only check left is that there is such a paragraph: 400 naming `index`).
 */
export async function saveParagraphText(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: { version?: number; index: number; text: string },
): Promise<TranscriptSaveResponse> {
  const result = await editParagraphs(ctx, user, fileId, req.version, async (doc) => {
    if (req.index >= doc.paragraphCount) {
      throw invalidField(`There is no paragraph ${req.index}: the transcript has ${doc.paragraphCount}.`, 'index');
    }
    const [paragraph] = await doc.paragraphsAt([req.index]);
    const [edited] = setParagraphText([paragraph!], 0, req.text);
    if (edited === paragraph) return null;
    // Erasing all of a paragraph's text removes the paragraph, as a whole-document save would.
    const insert = edited!.words.length === 0 ? [] : [edited!];
    return { changes: [{ at: req.index, remove: 1, insert }] };
  });
  return saveAnswer(result);
}

/** What the editor sends to save what changed since `version`. */
export interface ChangesSave {
  changes: ParagraphChangeEdit[];
  speakers?: Speaker[];
  processed_data?: ProcessedDataEdit;
}

/**
 * The editor's save: runs of paragraphs replaced since `version` (in document order, against that
 * version), and the speakers and processed_data fields when they changed. New paragraphs are
 * normalised as a whole-document save normalises them (one left empty goes), the speaker list is
 * made to cover every speaker a new paragraph names, and a save that changes nothing writes
 * nothing. Only the paragraphs named are read or written.
 */
export async function saveParagraphChanges(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ChangesSave & { version: number },
): Promise<TranscriptSaveResponse> {
  const result = await editParagraphs(ctx, user, fileId, req.version, async (doc) => {
    const problem = paragraphChangesProblem(req.changes, doc.paragraphCount);
    if (problem) throw invalidField(problem, 'changes');
    const changes = req.changes
      .map((run) => ({ at: run.at, remove: run.remove, insert: normaliseForSave(run.insert) }))
      .filter((run) => run.remove > 0 || run.insert.length > 0);
    const inserted = changes.flatMap((run) => run.insert);
    const speakers = coveringSpeakers(req.speakers ?? doc.speakers, inserted);
    const speakersChanged = !isDeepStrictEqual(speakers, doc.speakers);
    if (!speakersChanged && !req.processed_data) return { changes };
    // The speakers or processed_data change: processed_data (which holds a copy of the speakers) is read.
    const stored = readStoredTranscript({ processed_data: await doc.processedData() }).processed_data;
    const merged = mergeProcessedData(stored, req.processed_data);
    const processed_data = speakersChanged ? { ...merged, speakers } : merged;
    return {
      changes,
      ...(speakersChanged && { speakers }),
      ...(!isDeepStrictEqual(processed_data, stored) && { processed_data }),
    };
  });
  return saveAnswer(result);
}

/** What the editor sends to replace the whole document. */
export interface DocumentSave {
  transcript: Snippet[];
  speakers?: Speaker[];
  processed_data?: ProcessedDataEdit;
}

/**
 * The whole document replaces the stored one: each paragraph that is already stored as it is stays
 * (found by its content), so the write and the answer are the size of what differs.
 */
export async function saveDocument(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: DocumentSave & { version: number },
): Promise<TranscriptSaveResponse> {
  const result = await editTranscript(ctx, user, fileId, req.version, (doc) => documentAfterSave(doc, req));
  return saveAnswer(result);
}

/**
 * The stored document once a whole-document save has replaced it, or null when the save changes
 * nothing: saving what is already stored (an autosave with no edits) must not move the version, or
 * it would make every other open tab stale for nothing.
 */
export function documentAfterSave(doc: EditorDoc, save: DocumentSave): EditorDoc | null {
  const snippets = normaliseForSave(save.transcript);
  const next = withSpeakers(
    { ...doc, snippets, processed_data: mergeProcessedData(doc.processed_data, save.processed_data) },
    coveringSpeakers(save.speakers ?? doc.speakers, snippets),
  );
  return isDeepStrictEqual(next, doc) ? null : next;
}

/** Only the fields the editor sent replace the stored ones; everything else is kept. */
export function mergeProcessedData(stored: ProcessedData, edit: ProcessedDataEdit | undefined): ProcessedData {
  if (!edit) return stored;
  const merged = { ...stored };
  if (edit.abstract !== undefined) merged.abstract = edit.abstract;
  if (edit.insights) merged.insights = edit.insights;
  if (edit.keywords) merged.keywords = edit.keywords;
  if (edit.entities) {
    // The GPE type is not used (docs/product.md#entities): a save never brings it back into the stored document.
    merged.entities = Object.fromEntries(
      Object.entries(edit.entities).filter(([type]) => type !== IGNORED_ENTITY_TYPE),
    );
  }
  return merged;
}

/** The list, plus (at the end) any speaker a paragraph uses that it lacks: the list must cover the document. */
export function coveringSpeakers(list: Speaker[], snippets: Snippet[]): Speaker[] {
  const known = new Set(list.map((s) => s.name));
  const missing = [...new Set(snippets.map((s) => s.speaker))].filter((name) => !known.has(name));
  return missing.length === 0 ? list : [...list, ...missing.map((name) => ({ name }))];
}
