import type { WordIndex } from './word-index';

export const ACTIVE_WORD_CLASS = 'is-active';

/**
 * Lights the word being spoken by toggling one class on its DOM node, so playback never re-renders
 * a paragraph (ARCHITECTURE.md#editing-a-transcript). Paragraphs come and go as the virtual list scrolls: each one
 * registers its element while mounted, and a paragraph that mounts around the active word lights it.
 */
export class ActiveWordHighlighter {
  private readonly paragraphs = new Map<number, HTMLElement>();
  private active = -1;
  private lit: Element | null = null;

  constructor(private index: Pick<WordIndex, 'paragraphOf'>) {}

  /**
   * The transcript was edited: words may now belong to other paragraphs. Keeping one highlighter
   * (instead of a new one per index) keeps the paragraphs' props unchanged, so an edit re-renders
   * only the paragraphs it touched.
   */
  setIndex(index: Pick<WordIndex, 'paragraphOf'>): void {
    if (index === this.index) return;
    this.index = index;
    this.light();
  }

  get activeWord(): number {
    return this.active;
  }

  attach(paragraph: number, element: HTMLElement): void {
    this.paragraphs.set(paragraph, element);
    if (this.active >= 0 && this.index.paragraphOf[this.active] === paragraph) this.light();
  }

  detach(paragraph: number, element: HTMLElement): void {
    // A remount may attach the new element before the old one's cleanup runs.
    if (this.paragraphs.get(paragraph) === element) this.paragraphs.delete(paragraph);
    if (this.lit && element.contains(this.lit)) this.lit = null;
  }

  setActive(word: number): void {
    if (word === this.active) return;
    this.active = word;
    this.light();
  }

  private light(): void {
    this.lit?.classList.remove(ACTIVE_WORD_CLASS);
    this.lit = null;
    if (this.active < 0) return;
    const paragraph = this.index.paragraphOf[this.active];
    const element = paragraph === undefined ? undefined : this.paragraphs.get(paragraph);
    const word = element?.querySelector(`[data-w="${this.active}"]`) ?? null;
    word?.classList.add(ACTIVE_WORD_CLASS);
    this.lit = word;
  }
}
