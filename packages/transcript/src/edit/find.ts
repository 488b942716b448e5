import { paragraphText, wordOffsets } from './paragraph-text.js';
import type { EditableDoc } from './types.js';

export interface FindOptions {
  caseSensitive?: boolean;
}

export type FindMatch =
  | { target: 'transcript'; paragraph: number; start: number; end: number; firstWord: number; lastWord: number }
  | { target: 'summary'; start: number; end: number }
  | { target: 'chapter'; chapter: number; start: number; end: number };

function tryRegExp(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The find text as a global regular expression (invalid syntax: searched literally); null if empty.
 * 'u' is added when the pattern allows it, so that it matches whole characters outside the BMP. */
export function compileFind(find: string, options: FindOptions = {}): RegExp | null {
  if (!find.trim()) return null;
  const flags = options.caseSensitive ? 'g' : 'gi';
  return tryRegExp(find, `${flags}u`) ?? tryRegExp(find, flags) ?? new RegExp(escapeRegExp(find), flags);
}

/** Non-empty matches of `re` in `text`; zero-length ones would mark nothing and never advance. */
export function matchesIn(text: string, re: RegExp): RegExpExecArray[] {
  return [...text.matchAll(re)].filter((m) => m[0].length > 0) as RegExpExecArray[];
}

/** Every match, in order: transcript paragraphs, then summary, then chapters. */
export function findMatches(doc: EditableDoc, find: string, options: FindOptions = {}): FindMatch[] {
  const re = compileFind(find, options);
  if (!re) return [];
  const found: FindMatch[] = [];
  doc.snippets.forEach((snippet, paragraph) => {
    const hits = matchesIn(paragraphText(snippet), re);
    if (hits.length === 0) return;
    const offsets = wordOffsets(snippet);
    let word = 0;
    for (const m of hits) {
      const start = m.index;
      const end = start + m[0].length;
      // Matches come in order, so the first overlapped word only moves forward.
      while (word < offsets.length - 1 && offsets[word]!.end <= start) word++;
      let last = word;
      while (last < offsets.length - 1 && offsets[last + 1]!.start < end) last++;
      found.push({ target: 'transcript', paragraph, start, end, firstWord: word, lastWord: last });
    }
  });
  if (doc.summary) {
    for (const m of matchesIn(doc.summary, re)) {
      found.push({ target: 'summary', start: m.index, end: m.index + m[0].length });
    }
  }
  doc.chapters.forEach((chapter, index) => {
    for (const m of matchesIn(chapter.summary, re)) {
      found.push({ target: 'chapter', chapter: index, start: m.index, end: m.index + m[0].length });
    }
  });
  return found;
}

/** Next (+1) or previous (-1) position among `count` matches, wrapping at the ends; -1 if none.
 * From no position (-1, or one left stale by a shorter list) forward is the first, backward the last. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
