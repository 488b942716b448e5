import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DetailsResponse, Snippet } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { holdSaves, NOT_SAVED_YET, selectWords, typeOverParagraph } from './support/editor-page';
import { seededPodcast } from './support/podcast';

async function details(request: APIRequestContext, id: string, token: string): Promise<DetailsResponse['es_doc']> {
  const answer = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as DetailsResponse).es_doc;
}

const paragraphs = (page: Page) => page.getByTestId('paragraph');
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
const text = (s: Snippet) => s.words.map((w) => w.text).join(' ');

test('review a podcast in the editor: fix, strike, split, merge, speakers, find and replace, comment, complete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account);
  const original = await details(request, id, token);
  const first = original.transcript[0]!;
  expect(original.transcript.length).toBeGreaterThan(3);

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(paragraphs(page).first()).toContainText(first.words[0]!.text);
  const saveState = page.getByTestId('save-state');

  // 1. Fix a word: the first word of the first paragraph becomes "Greetings".
  await expect(saveState).toHaveText('All changes saved');
  const releaseSaves = await holdSaves(page);
  await typeOverParagraph(page, 0, ['Greetings', ...first.words.slice(1).map((w) => w.text)].join(' '));
  await expect(page.locator('.words[data-p="0"]')).toHaveText(/^Greetings /);
  await expect(saveState).toHaveText(NOT_SAVED_YET);
  await releaseSaves();

  // 2. Strike a filler word (the third word), with the toolbar button.
  await selectWords(page, 2, 2);
  await page.getByRole('button', { name: 'Strike through selected words' }).click();
  await expect(page.locator('[data-w="2"]')).toHaveClass(/removed/);

  // 3. Split paragraph 2 at its fourth word, then merge the halves again.
  const count = original.transcript.length;
  const secondStart = first.words.length;
  await selectWords(page, secondStart + 3, secondStart + 3);
  await page.getByRole('button', { name: 'Split paragraph at selected word' }).click();
  await expect(paragraphs(page)).toHaveCount(count + 1);
  await page.getByRole('button', { name: 'More actions for paragraph 3', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Merge with previous paragraph' }).click();
  await expect(paragraphs(page)).toHaveCount(count);
  // ...and split it for good, so the saved document has one paragraph more. Saves wait until
  // Ctrl+S is pressed, so that save writes (an autosave done before it would leave nothing to say).
  const releaseSplit = await holdSaves(page);
  await selectWords(page, secondStart + 3, secondStart + 3);
  await page.getByRole('button', { name: 'Split paragraph at selected word' }).click();
  await expect(paragraphs(page)).toHaveCount(count + 1);

  // The explicit save (Ctrl+S) writes all of it and says so; the autosave only shows its state.
  await page.keyboard.press('Control+s');
  await releaseSplit();
  await expect(page.getByText('Transcript Updated')).toBeVisible();
  await expect(saveState).toHaveText('All changes saved');

  // 4. Speakers: cycle the last paragraph's speaker, then rename Speaker 1 everywhere to Maya.
  const lastIndex = count; // 0-based index of the last paragraph (one more after the split)
  const lastSpeaker = original.transcript[count - 1]!.speaker;
  const other = original.speakers.map((s) => s.name).find((n) => n !== lastSpeaker)!;
  await page.getByRole('button', { name: `${lastSpeaker}: choose the speaker of paragraph ${lastIndex + 1}` }).click();
  await page
    .getByRole('menu', { name: 'Speaker of this paragraph' })
    .getByRole('menuitem', { name: 'Next speaker' })
    .click();
  // By its number, not its place among the rendered paragraphs: the list renders only those near the
  // screen, so with the page scrolled to the end the first ones are not in it.
  await expect(
    page.getByRole('button', { name: `${other}: choose the speaker of paragraph ${lastIndex + 1}` }),
  ).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(saveState).toHaveText('All changes saved');
  // Back to the top, as a person would scroll, for the first paragraph's menu.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'More actions for paragraph 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename speaker…' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('New name').fill('Maya');
  await rename.getByLabel('Everywhere').check();
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText('Speakers have been updated')).toBeVisible();
  await expect(paragraphs(page).first()).toContainText('Maya');
  // Typing a listed speaker's name into the rename offers to merge the two (how a voice heard as
  // two speakers is mended); Cancel leaves the document as it is.
  const notMaya = (await details(request, id, token)).transcript.findIndex((s) => s.speaker !== 'Maya');
  await page.getByRole('button', { name: `More actions for paragraph ${notMaya + 1}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename speaker…' }).click();
  await rename.getByLabel('New name').fill('maya');
  await expect(rename.getByText(/goes to “Maya”: the two become one speaker\.$/)).toBeVisible();
  await expect(rename.getByRole('button', { name: 'Merge', exact: true })).toBeEnabled();
  await rename.getByRole('button', { name: 'Cancel' }).click();
  await expect(rename).toBeHidden();

  // 5. Find with a regular expression, replace one match, then replace all of another.
  await page.keyboard.press('Control+f');
  const find = page.getByTestId('find-input').locator('input');
  // Words are capitalised at sentence starts: the patterns take either case.
  await find.fill('[Bb]atter(y|ies)');
  await expect(page.getByTestId('match-count')).toHaveText(/^1 of \d+$/);
  const total = Number((await page.getByTestId('match-count').textContent())!.split(' of ')[1]);
  await page.getByTestId('replace-input').locator('input').fill('cells');
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByText('Replaced', { exact: true })).toBeVisible();
  if (total > 1) await expect(page.getByTestId('match-count')).toHaveText(`1 of ${total - 1}`);
  await find.fill('\\b([Cc]abinets?)\\b');
  await expect(page.getByTestId('match-count')).toHaveText(/of/);
  await page.getByTestId('replace-input').locator('input').fill('units');
  await page.getByRole('button', { name: 'Replace all' }).click();
  // The pattern runs on a CPU thread, which the first such task of a quiet minute starts: several
  // seconds on a busy two-core machine (the server runs from source, so the thread compiles it too).
  await expect(page.getByText('Replaced All')).toBeVisible({ timeout: 30_000 });
  await expect(find).toHaveValue('');
  await expect(page.getByTestId('transcript')).not.toContainText(/cabinet/i);

  // 6. Comment on two words of paragraph 3.
  const third = (await details(request, id, token)).transcript[2]!;
  const thirdStart = (await details(request, id, token)).transcript.slice(0, 2).reduce((n, s) => n + s.words.length, 0);
  await selectWords(page, thirdStart, thirdStart + 1);
  await page.getByRole('button', { name: 'Comment on selected words' }).click();
  const commentDialog = page.getByRole('dialog');
  await commentDialog.getByLabel('Comment').fill('Check this name against the guest list.');
  await commentDialog
    .getByRole('button', { name: /Save|Comment|Add/ })
    .last()
    .click();
  const comment = page.getByTestId('comment');
  await expect(comment).toContainText('Check this name against the guest list.');
  await expect(comment).toContainText('Maya');

  // 7. Mark complete.
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('File has been marked as completed.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // Reload: everything is kept.
  await page.reload();
  await expect(paragraphs(page)).toHaveCount(count + 1);
  await expect(page.locator('[data-w="0"]')).toHaveText('Greetings');
  await expect(page.locator('[data-w="2"]')).toHaveClass(/removed/);
  await expect(paragraphs(page).first()).toContainText('Maya');
  await expect(page.getByTestId('transcript')).not.toContainText(/cabinet/i);
  await expect(page.getByTestId('comment')).toContainText('Check this name against the guest list.');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // Every word kept its time: the saved words, in order, are the original ones except the edited.
  const saved = await details(request, id, token);
  expect(text(saved.transcript[0]!).startsWith('Greetings')).toBe(true);
  const before = original.transcript.flatMap((s) => s.words);
  const after = saved.transcript.flatMap((s) => s.words);
  expect(after).toHaveLength(before.length);
  after.forEach((word, i) => {
    if (word.text === before[i]!.text) {
      expect([word.start, word.end, word.confidence]).toEqual([
        before[i]!.start,
        before[i]!.end,
        before[i]!.confidence,
      ]);
    } else {
      // A replaced word keeps the slot of the word it replaced.
      expect(word.start).toBeGreaterThanOrEqual(before[i - 1]?.end ?? 0);
    }
  });
  expect(third.words.length).toBeGreaterThan(1);

  // ...and Ctrl+clicking a word still seeks to its moment (a plain click puts the caret).
  for (const w of [5, Math.floor(after.length / 2), after.length - 2]) {
    await page.locator(`[data-w="${w}"]`).scrollIntoViewIfNeeded();
    await page.locator(`[data-w="${w}"]`).click({ modifiers: ['Control'] });
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(after[w]!.start - 0.05);
    expect(await audioTime(page)).toBeLessThan(after[w]!.start + 3);
  }
  await page.getByRole('button', { name: 'Pause' }).click();
});
