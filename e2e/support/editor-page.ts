import type { Page, Route } from '@playwright/test';

/** Selects words `from`..`to` (global word indices) as a person dragging over them would. */
export async function selectWords(page: Page, from: number, to: number) {
  await page.evaluate(
    ([a, b]) => {
      const first = document.querySelector(`[data-w="${a}"]`)!;
      const last = document.querySelector(`[data-w="${b}"]`)!;
      const range = document.createRange();
      range.setStart(first.firstChild!, 0);
      range.setEnd(last.firstChild!, last.textContent!.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    },
    [from, to] as const,
  );
}

/** The text of paragraph `p` (0-based) as the editor shows it. */
export async function paragraphTextOf(page: Page, p: number): Promise<string> {
  return (await page.locator(`.words[data-p="${p}"]`).textContent()) ?? '';
}

/**
 * Replaces the whole text of paragraph `p` (0-based) by typing over it, as a person selecting the
 * paragraph's text in the transcript and typing would.
 */
export async function typeOverParagraph(page: Page, p: number, text: string) {
  await page.evaluate((paragraph) => {
    const words = document.querySelector<HTMLElement>(`.words[data-p="${paragraph}"]`)!;
    words.closest<HTMLElement>('[contenteditable="true"]')!.focus();
    const range = document.createRange();
    range.selectNodeContents(words);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  }, p);
  await page.keyboard.insertText(text);
  // After a pause the typed text is rendered as words again (their marks and timings).
  await page.locator(`.words[data-p="${p}"] [data-w]`).first().waitFor();
}

/** The transcript's save (PUT /api/up/transcript/:id), not its find-and-replace. */
const TRANSCRIPT_SAVE = /\/api\/up\/transcript\/[^/?]+(\?|$)/;

/**
 * Holds the editor's saves until the returned function is called. The autosave runs 2 s after an
 * edit: on a loaded machine it can finish before a test first looks, so an unsaved edit is only
 * certain to show while its save cannot go through (as "Unsaved changes", or "Saving…" once the
 * autosave has started).
 */
export async function holdSaves(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await gate;
    return route.fallback();
  };
  await page.route(TRANSCRIPT_SAVE, handler);
  return async () => {
    open();
    await page.unroute(TRANSCRIPT_SAVE, handler);
  };
}

/** What the save state says of an edit that is not saved yet. */
export const NOT_SAVED_YET = /^(Unsaved changes|Saving…)$/;
