import type { Quote } from '@scriptloom/contracts';
import type { EntityGroups } from '../types.js';
import type { GroundedQuote } from './ground.js';

/** How many keywords an episode keeps. */
export const KEYWORDS_LIMIT = 12;

/**
 * Keywords of several parts: a keyword named in more parts is more central to the episode; among
 * equals, the one its part listed earlier (models list the most important first).
 */
export function mergeKeywords(lists: string[][], limit = KEYWORDS_LIMIT): string[] {
  const byKey = new Map<string, { text: string; parts: number; rank: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    const seen = new Set<string>();
    list.forEach((keyword, rank) => {
      const key = keyword.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      const entry = byKey.get(key);
      if (entry) {
        entry.parts++;
        entry.rank = Math.min(entry.rank, rank);
      } else {
        byKey.set(key, { text: keyword, parts: 1, rank, first: order++ });
      }
    });
  }
  return [...byKey.values()]
    .sort((a, b) => b.parts - a.parts || a.rank - b.rank || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.text);
}

/** Union per type; the same phrase in another case is one phrase (the first spelling is kept). */
export function mergeEntities(groups: EntityGroups[]): EntityGroups {
  const result: EntityGroups = {};
  for (const group of groups) {
    for (const [type, phrases] of Object.entries(group)) {
      const list = (result[type] ??= []);
      for (const phrase of phrases) {
        if (!list.some((p) => p.toLowerCase() === phrase.toLowerCase())) list.push(phrase);
      }
    }
  }
  return result;
}

/**
 * The best `count` quotes, spread over the episode. Each part's candidates come best first (the
 * prompt asks for that); we take every part's best, then every part's second best, and so on,
 * choosing evenly spaced parts when a round has more candidates than places left.
 *
 * A rule rather than one more model call: the model has already ranked each part, a final call
 * could only re-rank text we have checked (and would need checking again), and the rule costs
 * nothing and guarantees the spread.
 */
export function pickQuotes(perPart: GroundedQuote[][], count: number): Quote[] {
  const chosen: GroundedQuote[] = [];
  const overlaps = (q: GroundedQuote) => chosen.some((c) => q.firstWord <= c.lastWord && c.firstWord <= q.lastWord);
  const queues = perPart.map((list) => [...list]);
  while (chosen.length < count && queues.some((q) => q.length)) {
    const round: GroundedQuote[] = [];
    for (const queue of queues) {
      // Each part's next candidate that does not repeat a chosen quote.
      while (queue.length) {
        const next = queue.shift()!;
        if (!overlaps(next) && !round.some((r) => next.firstWord <= r.lastWord && r.firstWord <= next.lastWord)) {
          round.push(next);
          break;
        }
      }
    }
    const room = count - chosen.length;
    if (round.length <= room) {
      chosen.push(...round);
    } else {
      for (let k = 0; k < room; k++) chosen.push(round[Math.floor(((k + 0.5) * round.length) / room)]!);
    }
  }
  return chosen
    .sort((a, b) => a.start - b.start)
    .map(({ text, speaker, start, end, timestamp }) => ({ text, speaker, start, end, timestamp }));
}
