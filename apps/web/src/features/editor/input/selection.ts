import type { WordRef } from '@scriptloom/transcript';
import type { WordIndex } from '../../../shared/playback/word-index';

/** Words the user selected: global word indices (see word-index.ts), inclusive, in reading order. */
export interface WordSelection {
  start: number;
  end: number;
  /** The selected text as the browser reports it (entity additions look at its leading space). */
  text: string;
}

/** A word range in reading order, whichever way the selection was dragged. */
export function orderWords(a: number, b: number): { start: number; end: number } {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/** A global word index as paragraph and word within it, or null outside the transcript. */
export function wordRef(index: Pick<WordIndex, 'paragraphOf' | 'firstWordOf'>, word: number): WordRef | null {
  const paragraph = index.paragraphOf[word];
  if (paragraph === undefined || word < 0) return null;
  return { paragraph, word: word - (index.firstWordOf[paragraph] as number) };
}

/** The selection as the edit operations take it, or null when it does not fit the transcript (stale). */
export function selectionRefs(
  index: Pick<WordIndex, 'paragraphOf' | 'firstWordOf'>,
  selection: Pick<WordSelection, 'start' | 'end'>,
): { from: WordRef; to: WordRef } | null {
  const from = wordRef(index, selection.start);
  const to = wordRef(index, selection.end);
  return from && to ? { from, to } : null;
}

/**
 * The selection's character range inside one paragraph's text (words joined by single spaces), for
 * comments: `offsets` are that paragraph's wordOffsets. Null if the selection leaves the paragraph.
 */
export function selectionCharRange(
  index: Pick<WordIndex, 'paragraphOf' | 'firstWordOf'>,
  selection: Pick<WordSelection, 'start' | 'end'>,
  offsets: readonly { start: number; end: number }[],
): { paragraph: number; start: number; end: number } | null {
  const refs = selectionRefs(index, selection);
  if (!refs || refs.from.paragraph !== refs.to.paragraph) return null;
  const first = offsets[refs.from.word];
  const last = offsets[refs.to.word];
  if (!first || !last) return null;
  return { paragraph: refs.from.paragraph, start: first.start, end: last.end };
}

// ---- DOM ------------------------------------------------------------------------------------------

const WORD_SELECTOR = '[data-w]';
const PARAGRAPH_SELECTOR = '[data-testid="paragraph"]';

const elementOf = (node: Node): Element | null => (node instanceof Element ? node : node.parentElement);

function wordOf(node: Node): number | null {
  const word = elementOf(node)?.closest<HTMLElement>(WORD_SELECTOR);
  return word ? Number(word.dataset.w) : null;
}

/**
 * The first (side 'start') or last ('end') word the range covers, looking only at the words of the
 * paragraph the boundary is in (or of the whole list when it is between paragraphs). Range.intersectsNode
 * settles the cases of a boundary in the space between words or on an element edge: only words the
 * range really enters count.
 */
function edgeWord(range: Range, boundary: Node, root: Element, side: 'start' | 'end', skip: number | null) {
  const search = (container: Element): number | null => {
    const words = [...container.querySelectorAll<HTMLElement>(WORD_SELECTOR)];
    if (side === 'end') words.reverse();
    for (const word of words) {
      const w = Number(word.dataset.w);
      if (w !== skip && range.intersectsNode(word)) return w;
    }
    return null;
  };
  const paragraph = elementOf(boundary)?.closest(PARAGRAPH_SELECTOR);
  // Usually the paragraph holding the boundary has the word; otherwise look at every rendered word.
  return (paragraph ? search(paragraph) : null) ?? search(root);
}

/**
 * The transcript words covered by the browser's selection, or null if it is not in the transcript.
 * A caret (collapsed selection) inside a word selects that word: clicking a word and then pressing
 * Strike or Split acts on it.
 */
export function readWordSelection(selection: Selection | null, root: Element): WordSelection | null {
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  if (range.collapsed) {
    const word = wordOf(range.startContainer);
    return word === null ? null : { start: word, end: word, text: '' };
  }
  // A boundary at the very end of a word (start) or the very start of one (end) takes none of it:
  // double-clicking a word often leaves the range ending at offset 0 of the next word.
  const startsAfterWord =
    range.startContainer.nodeType === Node.TEXT_NODE &&
    range.startOffset === (range.startContainer.textContent ?? '').length;
  const endsBeforeWord = range.endContainer.nodeType === Node.TEXT_NODE && range.endOffset === 0;
  const startWord = wordOf(range.startContainer);
  const endWord = wordOf(range.endContainer);
  const start =
    (startsAfterWord ? null : startWord) ??
    edgeWord(range, range.startContainer, root, 'start', startsAfterWord ? startWord : null);
  const end =
    (endsBeforeWord ? null : endWord) ??
    edgeWord(range, range.endContainer, root, 'end', endsBeforeWord ? endWord : null);
  if (start === null || end === null || end < start) return null;
  return { start, end, text: selection.toString() };
}
