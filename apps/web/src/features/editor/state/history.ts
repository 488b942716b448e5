import type { Burst, EditorDoc, EditorState, ProcessedField } from './types';

/**
 * Revisions and undo (docs/product.md#undo-and-redo). Undo and redo keep whole documents: edits
 * share every paragraph they do not touch, so a step costs one array and the changed paragraphs.
 */

export const BURST_MS = 1500;
/** Steps of undo kept; the oldest go first. Documents share their unchanged paragraphs, so this is cheap. */
export const HISTORY_LIMIT = 300;

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;
export const isDirty = (state: EditorState) => state.revision !== state.savedRevision;

/** Changed locally since the last save (what the next save carries). */
export const fieldDirty = (state: EditorState, field: ProcessedField) =>
  (state.fieldRevisions[field] ?? -1) > state.savedRevision;

/** The processed_data fields whose value differs between two documents (compared by identity). */
function changedFields(a: EditorDoc, b: EditorDoc): ProcessedField[] {
  const fields: ProcessedField[] = [];
  if (a.summary !== b.summary) fields.push('abstract');
  if (a.chapters !== b.chapters) fields.push('insights');
  if (a.keywords !== b.keywords) fields.push('keywords');
  if (a.entities !== b.entities) fields.push('entities');
  return fields;
}

/** `previous` becomes a step of undo (unless the typing burst already has one); redo is forgotten. */
export function remember(state: EditorState, previous: EditorDoc, burst: Burst | null = null): EditorState {
  const continues =
    burst !== null &&
    state.burst !== null &&
    state.burst.key === burst.key &&
    burst.at - state.burst.at < BURST_MS &&
    state.past.length > 0;
  const past = continues ? state.past : [...state.past, previous].slice(-HISTORY_LIMIT);
  return { ...state, past, future: [], burst };
}

/** A local edit: the new document, one revision later, with the processed_data fields it touched. */
export function edited(state: EditorState, doc: EditorDoc, fields: ProcessedField[] = []): EditorState {
  const revision = state.revision + 1;
  const fieldRevisions = { ...state.fieldRevisions };
  for (const field of fields) fieldRevisions[field] = revision;
  return { ...state, doc, revision, fieldRevisions };
}

/** A local edit that can be undone. */
export function undoable(
  state: EditorState,
  doc: EditorDoc,
  fields: ProcessedField[] = [],
  burst: Burst | null = null,
): EditorState {
  return edited(remember(state, state.doc, burst), doc, fields);
}

/**
 * Undo (or redo): the document goes back to the one before the last edit, as a local edit of its
 * own, so the next save writes it, whether the undone edit was local or made on the server
 * (replace all, speaker renames, comments).
 */
export function travel(state: EditorState, direction: 'undo' | 'redo'): EditorState {
  const from = direction === 'undo' ? state.past : state.future;
  const target = from.at(-1);
  if (!target) return state;
  const rest = from.slice(0, -1);
  const moved = [...(direction === 'undo' ? state.future : state.past), state.doc];
  const next = edited(state, target, changedFields(state.doc, target));
  return direction === 'undo'
    ? { ...next, past: rest, future: moved, burst: null }
    : { ...next, past: moved, future: rest, burst: null };
}
