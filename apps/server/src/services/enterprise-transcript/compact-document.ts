import { COMPACT_ID_LENGTH, type CompactSaveParsed, type Snippet } from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';
import { invalidField } from '../../lib/app-error.js';
import { paragraphChanged } from '../editor/document.js';

type CompactTranscript = CompactSaveParsed['tr'];

/**
 * The full paragraphs a compact save stands for (docs/product.md#enterprise-transcript). Each id is
 * found among the stored paragraphs by its first COMPACT_ID_LENGTH characters and keeps its stored
 * comments; a longer id that is no stored one's is a paragraph the editor has just made. An id that
 * matches several stored paragraphs, or a paragraph sent twice, is the sender's mistake: 400 naming
 * it (`tr.N.id`). So is an id that matches none, when the save named its version; a save without
 * one may have read a paragraph that was removed since, which is the check its fields allow: 409
 * PARAGRAPH_CHANGED. Times are taken as sent; the save recomputes each paragraph's from its words.
 */
export function expandCompact(
  stored: readonly Snippet[],
  tr: CompactTranscript,
  { versioned = true }: { versioned?: boolean } = {},
): Snippet[] {
  const byPrefix = new Map<string, Snippet | 'ambiguous'>();
  const byId = new Map<string, Snippet>();
  for (const s of stored) {
    const prefix = s.id.slice(0, COMPACT_ID_LENGTH);
    byPrefix.set(prefix, byPrefix.has(prefix) ? 'ambiguous' : s);
    byId.set(s.id, s);
  }
  const sent = new Set<string>();
  return tr.map((p, i) => {
    const field = `tr.${i}.id`;
    const match = p.id.length > COMPACT_ID_LENGTH ? byId.get(p.id) : byPrefix.get(p.id);
    if (match === 'ambiguous') {
      throw invalidField(`More than one paragraph's id starts with "${p.id}": send that paragraph's whole id.`, field);
    }
    if (!match && p.id.length <= COMPACT_ID_LENGTH) {
      const message = `No paragraph of this transcript has an id starting with "${p.id}".`;
      if (!versioned) throw paragraphChanged(`${message} It was removed or merged since it was read. Read it again.`);
      throw invalidField(message, field);
    }
    const id = match ? match.id : p.id;
    if (sent.has(id)) throw invalidField(`The paragraph "${p.id}" is sent twice.`, field);
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
