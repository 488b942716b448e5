import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { podcastClip, processedPodcast } from './support/podcast';

async function serverText(request: APIRequestContext, id: string, token: string): Promise<string[]> {
  const answer = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const doc = ((await answer.json()) as DetailsResponse).es_doc;
  return doc.transcript.map((s) => s.words.map((w) => w.text).join(' '));
}

const paragraphs = (page: Page) => page.getByTestId('paragraph');
const words = (page: Page, p: number) => page.locator(`.words[data-p="${p}"]`);
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);

/** Puts the caret at a character offset of paragraph `p`'s text, as a click there would. */
async function caretAt(page: Page, p: number, offset: number) {
  await page.evaluate(
    ([paragraph, at]) => {
      const element = document.querySelector<HTMLElement>(`.words[data-p="${paragraph}"]`)!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let left = at;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = (node as Text).data.length;
        if (left <= length) {
          element.closest<HTMLElement>('[contenteditable="true"]')!.focus();
          window.getSelection()!.collapse(node, left);
          return;
        }
        left -= length;
      }
      throw new Error(`offset ${at} is past the end of paragraph ${paragraph}`);
    },
    [p, offset] as const,
  );
}

let file: { id: string; token: string };
const account = newAccount('Dora');

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await createAccount(request, account, { verify: true });
  file = await processedPodcast(request, account, podcastClip(20));
});

async function openEditor(page: Page) {
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${file.id}`);
  await expect(paragraphs(page).first()).toBeVisible();
}

test('type anywhere like a document: across words and paragraphs, Enter splits, Backspace merges, kept after a reload', async ({
  page,
  request,
}) => {
  await openEditor(page);
  const before = await serverText(request, file.id, file.token);
  expect(before.length).toBeGreaterThan(1);
  const count = before.length;

  // A click puts the caret: it does not start playback.
  await words(page, 0).locator('[data-w="1"]').click();
  await page.waitForTimeout(300);
  expect(await audioTime(page)).toBe(0);

  // Type inside the first word and a new word after it.
  await caretAt(page, 0, 2);
  await page.keyboard.type('zz');
  await caretAt(page, 0, before[0]!.indexOf(' ') + 2);
  await page.keyboard.type(' typed words ');
  const first = before[0]!.split(' ')[0]!;
  await expect(words(page, 0)).toContainText(`${first.slice(0, 2)}zz${first.slice(2)}`);

  // Enter splits where the caret is; Backspace at the start of the new paragraph merges it back.
  await caretAt(page, 0, 0);
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(paragraphs(page)).toHaveCount(count + 1);
  await page.keyboard.press('Backspace');
  await expect(paragraphs(page)).toHaveCount(count);

  // A selection across two paragraphs, typed over: they become one.
  await page.evaluate(() => {
    const a = document.querySelector('.words[data-p="0"]')!.lastChild!;
    const b = document.querySelector('.words[data-p="1"]')!.firstChild!;
    const start = a.nodeType === Node.TEXT_NODE ? a : a.firstChild!;
    const end = b.nodeType === Node.TEXT_NODE ? b : b.firstChild!;
    const range = document.createRange();
    range.setStart(start, Math.max(0, (start.textContent ?? '').length - 1));
    range.setEnd(end, 1);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await page.keyboard.type('Q');
  await expect(paragraphs(page)).toHaveCount(count - 1);

  // Ctrl+click on a word plays from it.
  await words(page, 0).locator('.word').nth(3).click({ modifiers: ['Control'] });
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0);

  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const saved = await serverText(request, file.id, file.token);
  expect(saved).toHaveLength(count - 1);
  expect(saved[0]).toContain('typed words');
  expect(saved[0]).toContain(`${first.slice(0, 2)}zz`);
  await page.reload();
  await expect(words(page, 0)).toContainText('typed words');
});
