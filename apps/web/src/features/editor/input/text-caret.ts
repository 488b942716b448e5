import { normalisedOffset, type TextPoint } from '@scriptloom/transcript';

/** Each paragraph's words element: the editable text of one paragraph, `data-p` its position. */
export const WORDS_SELECTOR = '.words[data-p]';

export interface DomPoint extends TextPoint {
  /** The paragraph's words element. */
  element: HTMLElement;
  /** Offset into the element's text as it stands in the page (typing may have left double spaces). */
  domOffset: number;
}

const elementOf = (node: Node): Element | null => (node instanceof Element ? node : node.parentElement);

/** The text of a words element as typed; the browser writes a typed space at an edge as U+00A0. */
export function domText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\u00a0/g, ' ');
}

/** A DOM position inside the transcript as a paragraph and an offset into its kept (single-spaced) text. */
export function pointOf(node: Node, offset: number): DomPoint | null {
  const element = elementOf(node)?.closest<HTMLElement>(WORDS_SELECTOR);
  if (!element) return null;
  const range = document.createRange();
  range.selectNodeContents(element);
  try {
    range.setEnd(node, offset);
  } catch {
    return null;
  }
  const domOffset = range.toString().length;
  return {
    element,
    paragraph: Number(element.dataset.p),
    domOffset,
    offset: normalisedOffset(domText(element), domOffset),
  };
}

/** The DOM position of a character offset inside an element's text (its last text node at the end). */
function locate(element: HTMLElement, offset: number): { node: Node; offset: number } {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (left <= length) return { node, offset: left };
    left -= length;
    last = node;
  }
  return last ? { node: last, offset: last.data.length } : { node: element, offset: 0 };
}

/** Puts the caret (or a selection from `offset` to `end`) into a words element, by text offsets. */
export function placeCaret(element: HTMLElement, offset: number, end = offset): void {
  const selection = window.getSelection();
  if (!selection) return;
  const start = locate(element, offset);
  const finish = end === offset ? start : locate(element, end);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(finish.node, finish.offset);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The words element of paragraph `paragraph`, if it is rendered. */
export const wordsElement = (root: HTMLElement, paragraph: number) =>
  root.querySelector<HTMLElement>(`.words[data-p="${paragraph}"]`);

/**
 * The range's two ends in the text. An end outside any paragraph's words (a triple click reaches
 * into the next paragraph's heading) is pulled back to the edge of the paragraph the other end is in.
 */
export function rangeEnds(range: Range): [DomPoint | null, DomPoint | null] {
  let from = pointOf(range.startContainer, range.startOffset);
  let to = pointOf(range.endContainer, range.endOffset);
  if (from && !to) {
    const length = domText(from.element).length;
    to = {
      ...from,
      domOffset: length,
      offset: pointOf(from.element, from.element.childNodes.length)?.offset ?? length,
    };
  } else if (!from && to) {
    from = { ...to, domOffset: 0, offset: 0 };
  }
  return [from, to];
}
