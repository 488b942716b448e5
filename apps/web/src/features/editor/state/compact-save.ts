import { COMPACT_ID_LENGTH, type CompactSaveRequest, type Snippet } from '@scriptloom/contracts';
import { normaliseForSave } from '@scriptloom/transcript';
import type { EditorState, SavedParagraphs } from './types';
import { processedChanges, savedAs, type SaveRequest } from './save-request';

/**
 * The ids a compact save names its paragraphs by (docs/product.md#enterprise-transcript): a paragraph
 * the server holds goes by the first COMPACT_ID_LENGTH characters of its id, unless another one the
 * server holds starts the same (then by its whole id, which the server also takes); a paragraph the
 * server does not hold (a split made since the last save) by its whole id.
 */
function compactIds(saved: SavedParagraphs): (id: string) => string {
  const held = saved.snippets.filter((s) => !saved.dropped.has(s));
  const ids = new Set(held.map((s) => s.id));
  const prefixes = new Map<string, number>();
  for (const { id } of held) {
    const prefix = id.slice(0, COMPACT_ID_LENGTH);
    prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
  }
  return (id) => {
    const prefix = id.slice(0, COMPACT_ID_LENGTH);
    return ids.has(id) && prefixes.get(prefix) === 1 ? prefix : id;
  };
}

const compactParagraph = (s: Snippet, id: string): CompactSaveRequest['tr'][number] => ({
  id,
  sp: s.speaker,
  st: s.start,
  e: s.end,
  w: s.words.map((w) => ({ t: w.text, st: w.start, e: w.end, c: w.confidence, d: w.is_removed })),
});

/**
 * A workflow's save in the specification's compact form (`POST /v2/enterprise/transcript/{id}`):
 * every paragraph as the server stores it, the speaker list, and the chapters (`insights`) and
 * keywords only when they changed. The form has no place for the summary or the entities: a save
 * that changed either answers null, and goes as the editor's own save instead (save-request.ts).
 */
export function buildCompactSave(state: EditorState): SaveRequest<CompactSaveRequest> | null {
  const processed = processedChanges(state);
  if (processed?.abstract !== undefined || processed?.entities !== undefined) return null;
  const { doc } = state;
  const idOf = compactIds(state.saved);
  return {
    body: {
      version: state.version,
      tr: normaliseForSave(doc.snippets).map((s) => compactParagraph(s, idOf(s.id))),
      speakers: doc.speakers,
      ...(processed?.insights && { insights: processed.insights }),
      ...(processed?.keywords && { keywords: processed.keywords }),
    },
    revision: state.revision,
    saved: savedAs(doc.snippets),
  };
}
