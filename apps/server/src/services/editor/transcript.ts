import { isDeepStrictEqual } from 'node:util';
import {
  EditorMessages,
  type ProcessedData,
  type ProcessedDataEdit,
  type Snippet,
  type Speaker,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { IGNORED_ENTITY_TYPE, normaliseForSave, setParagraphText } from '@scriptloom/transcript';
import { badRequest } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, toDocResponse, withSpeakers, type EditorDoc } from './document.js';

/** The paragraph at `index` now reads `text`: only that paragraph is re-aligned. */
export async function saveParagraphText(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: { version: number; index: number; text: string },
): Promise<TranscriptDocResponse> {
  const result = await editTranscript(ctx, user, fileId, req.version, (doc) => {
    if (req.index >= doc.snippets.length) {
      throw badRequest(`There is no paragraph ${req.index}: the transcript has ${doc.snippets.length}.`);
    }
    const snippets = setParagraphText(doc.snippets, req.index, req.text);
    if (snippets === doc.snippets) return null;
    // Erasing all of a paragraph's text removes the paragraph, as a whole-document save would.
    const emptied = snippets[req.index]!.words.length === 0;
    return { ...doc, snippets: emptied ? snippets.toSpliced(req.index, 1) : snippets };
  });
  return toDocResponse(EditorMessages.transcriptUpdated, result);
}

/** What the editor sends to replace the whole document. */
export interface DocumentSave {
  transcript: Snippet[];
  speakers?: Speaker[];
  processed_data?: ProcessedDataEdit;
}

/** The editor's whole document replaces the stored one. */
export async function saveDocument(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: DocumentSave & { version: number },
): Promise<TranscriptDocResponse> {
  const result = await editTranscript(ctx, user, fileId, req.version, (doc) => documentAfterSave(doc, req));
  return toDocResponse(EditorMessages.transcriptUpdated, result);
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
function coveringSpeakers(list: Speaker[], snippets: Snippet[]): Speaker[] {
  const known = new Set(list.map((s) => s.name));
  const missing = [...new Set(snippets.map((s) => s.speaker))].filter((name) => !known.has(name));
  return missing.length === 0 ? list : [...list, ...missing.map((name) => ({ name }))];
}
