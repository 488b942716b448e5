import type { Page } from '@playwright/test';

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
