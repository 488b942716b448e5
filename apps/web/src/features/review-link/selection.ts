import type { Snippet } from '@scriptloom/contracts';

/** Where each word starts in a paragraph's text: its words joined by single spaces (docs/product.md#comments). */
export function wordStarts(snippet: Pick<Snippet, 'words'>): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const word of snippet.words) {
    starts.push(at);
    at += word.text.length + 1;
  }
  return starts;
}

export const paragraphText = (snippet: Pick<Snippet, 'words'>) => snippet.words.map((w) => w.text).join(' ');

/** A selection as a comment takes it: the paragraph, the character range of whole words, its text. */
export interface TextSelection {
  paragraphId: string;
  start: number;
  end: number;
  text: string;
}

/**
 * The browser's selection inside `container`, widened to whole words and kept to the first
 * paragraph it touches (a comment is on one paragraph). Words are `[data-o]` spans (their offset in
 * the paragraph's text) inside `[data-paragraph]` elements; null when nothing is selected there.
 */
export function readSelection(container: HTMLElement, snippets: readonly Snippet[]): TextSelection | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  for (const paragraph of container.querySelectorAll<HTMLElement>('[data-paragraph]')) {
    const words = [...paragraph.querySelectorAll<HTMLElement>('[data-o]')].filter((w) => range.intersectsNode(w));
    // A range ending at the very start of a word touches it without selecting any of it.
    const last = words.at(-1);
    if (last && words.length > 1 && range.endContainer === last.firstChild && range.endOffset === 0) words.pop();
    if (words.length === 0) continue;
    const snippet = snippets.find((s) => s.id === paragraph.dataset.paragraph);
    if (!snippet) return null;
    const first = words[0]!;
    const end = words.at(-1)!;
    const start = Number(first.dataset.o);
    const stop = Number(end.dataset.o) + (end.textContent ?? '').length;
    return { paragraphId: snippet.id, start, end: stop, text: paragraphText(snippet).slice(start, stop) };
  }
  return null;
}

/** `h:mm:ss` or `mm:ss` as seconds (a chapter's timestamp); NaN when it is neither. */
export function timestampSeconds(value: string): number {
  const parts = value.split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isFinite(n))) return Number.NaN;
  return parts.reduce((sum, n) => sum * 60 + n, 0);
}
