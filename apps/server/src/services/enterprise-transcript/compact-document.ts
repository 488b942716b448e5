import { COMPACT_ID_LENGTH, type CompactSaveParsed, type Snippet } from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';
import { badRequest } from '../../lib/app-error.js';

type CompactTranscript = CompactSaveParsed['tr'];

/**
 * The full paragraphs a compact save stands for (docs/product.md#enterprise-transcript). Each id is
 * found among the stored paragraphs by its first COMPACT_ID_LENGTH characters and keeps its stored
 * comments; a longer id that is no stored one's is a paragraph the editor has just made. An id that
 * matches no stored paragraph, or several, or a paragraph sent twice, is the sender's mistake: 400
 * naming it. Times are taken as sent; the save recomputes each paragraph's from its words.
 */
export function expandCompact(stored: readonly Snippet[], tr: CompactTranscript): Snippet[] {
  const byPrefix = new Map<string, Snippet | 'ambiguous'>();
  const byId = new Map<string, Snippet>();
  for (const s of stored) {
    const prefix = s.id.slice(0, COMPACT_ID_LENGTH);
    byPrefix.set(prefix, byPrefix.has(prefix) ? 'ambiguous' : s);
    byId.set(s.id, s);
  }
  const sent = new Set<string>();
  return tr.map((p) => {
    const match = p.id.length > COMPACT_ID_LENGTH ? byId.get(p.id) : byPrefix.get(p.id);
    if (match === 'ambiguous') {
      throw badRequest(`More than one paragraph's id starts with "${p.id}": send that paragraph's whole id.`);
    }
    if (!match && p.id.length <= COMPACT_ID_LENGTH) {
      throw badRequest(`No paragraph of this transcript has an id starting with "${p.id}".`);
    }
    const id = match ? match.id : p.id;
    if (sent.has(id)) throw badRequest(`The paragraph "${p.id}" is sent twice.`);
    sent.add(id);
    return {
      id,
      start: p.st,
      start_timestamp: formatTimestamp(p.st),
      end: p.e,
      end_timestamp: formatTimestamp(p.e),
      speaker: p.sp,
      words: p.w.map((w) => ({ text: w.t, start: w.st, end: w.e, confidence: w.c, is_removed: w.d })),
      comments: match?.comments ?? [],
    };
  });
}
