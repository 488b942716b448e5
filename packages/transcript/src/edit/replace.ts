import type { Chapter } from '@scriptloom/contracts';
import { EditError, snippetAt } from './errors.js';
import { compileFind, matchesIn, type FindMatch, type FindOptions } from './find.js';
import { paragraphText } from './paragraph-text.js';
import { realignParagraph } from './realign.js';
import { expandReplacement } from './substitution.js';
import type { EditableDoc } from './types.js';

/**
 * Longest text a replacement may make of one paragraph, summary or chapter while it is being built.
 * `$'` and `$\`` copy the rest of the text into every match, so a short pattern can ask for
 * gigabytes; this stops it long before memory does (the document limits then apply to the result).
 */
export const MAX_REPLACED_TEXT = 200_000;
const tooLong = () => new EditError('This replacement would make the text far too long. Use a shorter replacement.');

function compileOrFail(find: string, options: FindOptions): RegExp {
  const re = compileFind(find, options);
  if (!re) throw new EditError('There is nothing to find.');
  return re;
}

/** `text` with the match at [start, end) replaced. The pattern is run at `start` against the whole
 * text, so anchors, lookbehind, $` and $' see the same context find did. */
function replaceOne(text: string, start: number, end: number, re: RegExp, replacement: string): string {
  const sticky = new RegExp(re.source, re.flags.replace('g', '') + 'y');
  sticky.lastIndex = start;
  const m = sticky.exec(text);
  if (!m || m[0].length !== end - start) throw new EditError('That match is no longer in the text.');
  const out = text.slice(0, start) + expandReplacement(replacement, m, text, MAX_REPLACED_TEXT) + text.slice(end);
  if (out.length > MAX_REPLACED_TEXT) throw tooLong();
  return out;
}

/**
 * Every non-empty match in `text` replaced; `count` is how many changed the text. A match whose
 * replacement reads the same (`Acme` → `Acme`, or `$&`) is no replacement: counting it made a
 * replace-all that changed nothing write a new version.
 */
function replaceEvery(text: string, re: RegExp, replacement: string): { text: string; count: number } {
  const hits = matchesIn(text, re);
  if (hits.length === 0) return { text, count: 0 };
  let out = '';
  let at = 0;
  let count = 0;
  for (const m of hits) {
    const replaced = expandReplacement(replacement, m, text, MAX_REPLACED_TEXT);
    if (replaced !== m[0]) count += 1;
    out += text.slice(at, m.index) + replaced;
    if (out.length > MAX_REPLACED_TEXT) throw tooLong();
    at = m.index + m[0].length;
  }
  return count === 0 ? { text, count } : { text: out + text.slice(at), count };
}

/** The document with one match (as found by findMatches) replaced. */
export function replaceMatch(
  doc: EditableDoc,
  match: FindMatch,
  find: string,
  replacement: string,
  options: FindOptions = {},
): EditableDoc {
  const re = compileOrFail(find, options);
  switch (match.target) {
    case 'transcript': {
      const snippet = snippetAt(doc.snippets, match.paragraph);
      const text = replaceOne(paragraphText(snippet), match.start, match.end, re, replacement);
      return { ...doc, snippets: doc.snippets.with(match.paragraph, realignParagraph(snippet, text)) };
    }
    case 'summary':
      return { ...doc, summary: replaceOne(doc.summary ?? '', match.start, match.end, re, replacement) };
    case 'chapter': {
      const chapter = doc.chapters[match.chapter];
      if (!chapter) throw new EditError(`There is no chapter ${match.chapter}.`);
      const summary = replaceOne(chapter.summary, match.start, match.end, re, replacement);
      return { ...doc, chapters: doc.chapters.with(match.chapter, { ...chapter, summary }) };
    }
  }
}

/** Every match in transcript, summary and chapters replaced; what has no match keeps its identity. */
export function replaceAll(
  doc: EditableDoc,
  find: string,
  replacement: string,
  options: FindOptions = {},
): { doc: EditableDoc; replaced: number } {
  const re = compileFind(find, options);
  if (!re) return { doc, replaced: 0 };
  let replaced = 0;
  const snippets = doc.snippets.map((snippet) => {
    const { text, count } = replaceEvery(paragraphText(snippet), re, replacement);
    replaced += count;
    return count > 0 ? realignParagraph(snippet, text) : snippet;
  });
  let summary = doc.summary;
  if (summary !== null) {
    const result = replaceEvery(summary, re, replacement);
    replaced += result.count;
    summary = result.text;
  }
  const chapters = doc.chapters.map((chapter): Chapter => {
    const { text, count } = replaceEvery(chapter.summary, re, replacement);
    replaced += count;
    return count > 0 ? { ...chapter, summary: text } : chapter;
  });
  if (replaced === 0) return { doc, replaced };
  // Unchanged lists keep their identity too, like the paragraphs inside them.
  const same = <T>(next: T[], prev: T[]) => (next.every((x, i) => x === prev[i]) ? prev : next);
  return {
    doc: { ...doc, snippets: same(snippets, doc.snippets), summary, chapters: same(chapters, doc.chapters) },
    replaced,
  };
}
