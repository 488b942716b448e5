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
