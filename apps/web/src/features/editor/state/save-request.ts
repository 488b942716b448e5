import type { ProcessedDataEdit, Snippet, TranscriptSaveRequest } from '@scriptloom/contracts';
import { diffParagraphs, isEmptyParagraph, normaliseForSave, type ParagraphChange } from '@scriptloom/transcript';
import { fieldDirty } from './history';
import type { EditorState, ProcessedField, SavedParagraphs } from './types';

/** A save to send: its body, the revision it covers and what the server holds once it succeeds. */
export interface SaveRequest<Body = TranscriptSaveRequest> {
  body: Body;
  revision: number;
  saved: SavedParagraphs;
}

/** The processed_data fields that changed since the last save. */
export function processedChanges(state: EditorState): ProcessedDataEdit | undefined {
  const { doc } = state;
  const changed = (field: ProcessedField) => fieldDirty(state, field);
  const processed: ProcessedDataEdit = {};
  if (changed('abstract')) processed.abstract = doc.summary;
  if (changed('insights')) processed.insights = doc.chapters;
  if (changed('keywords')) processed.keywords = doc.keywords;
  if (changed('entities')) processed.entities = doc.entities;
  return Object.keys(processed).length > 0 ? processed : undefined;
}

/** The paragraphs as saved: those left empty are not on the server. */
export function savedAs(snippets: readonly Snippet[]): SavedParagraphs {
  return { snippets, dropped: new Set(snippets.filter(isEmptyParagraph)) };
}

/**
 * What a save sends (docs/product.md#versions-and-saving): the runs of paragraphs that changed
 * since the server last took the document, found by object (the editor's edits keep every
 * paragraph they leave alone), named by the server's indexes and normalised as the server stores
 * them; the speakers; and the processed_data fields that changed. A save of one paragraph of a
 * three-hour transcript sends that paragraph. `whole` sends the whole document instead (to
 * overwrite a newer one after a conflict, when what the server holds is not known).
 */
export function buildSaveRequest(state: EditorState, { whole = false } = {}): SaveRequest {
  const { doc } = state;
  const processed = processedChanges(state);
  const extra = { speakers: doc.speakers, ...(processed && { processed_data: processed }) };
  if (whole) {
    return {
      body: { version: state.version, transcript: normaliseForSave(doc.snippets), ...extra },
      revision: state.revision,
      saved: savedAs(doc.snippets),
    };
  }
  const base = state.saved;
  const runs = diffParagraphs(base.snippets, doc.snippets, (s) => s);
  // The server's index of each of the editor's saved paragraphs: dropped ones take no place.
  const serverIndex: number[] = [];
  let at = 0;
  for (const s of base.snippets) {
    serverIndex.push(at);
    if (!base.dropped.has(s)) at++;
  }
  serverIndex.push(at);
  const changes: ParagraphChange<Snippet>[] = [];
  const dropped = new Set<Snippet>();
  for (const run of runs) {
    const from = serverIndex[run.at]!;
    const insert = normaliseForSave(run.insert);
    for (const s of run.insert) if (isEmptyParagraph(s)) dropped.add(s);
    const change = { at: from, remove: serverIndex[run.at + run.remove]! - from, insert };
    if (change.remove > 0 || change.insert.length > 0) changes.push(change);
  }
  // Saved paragraphs this save leaves alone stay as they were on the server, dropped or not.
  for (const s of doc.snippets) if (base.dropped.has(s)) dropped.add(s);
  return {
    body: { version: state.version, changes, ...extra },
    revision: state.revision,
    saved: { snippets: doc.snippets, dropped },
  };
}
