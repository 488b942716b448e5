import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { seededPodcast } from './support/podcast';
import { holdSaves, NOT_SAVED_YET } from './support/editor-page';

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
  file = await seededPodcast(request, account, { seed: 'podcast-2spk-20s' });
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

  // A click puts the caret: it does not start playback. Every start of playback is counted from
  // here; the Ctrl+click below, which does play, is the marker after which the count is read.
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    (window as unknown as { plays: number }).plays = 0;
    audio.addEventListener('play', () => (window as unknown as { plays: number }).plays++);
  });
  await words(page, 0).locator('[data-w="1"]').click();

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
  await words(page, 0)
    .locator('.word')
    .nth(3)
    .click({ modifiers: ['Control'] });
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0);
  // That was the first time anything played: the plain click earlier started nothing.
  expect(await page.evaluate(() => (window as unknown as { plays: number }).plays)).toBe(1);

  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const saved = await serverText(request, file.id, file.token);
  expect(saved).toHaveLength(count - 1);
  expect(saved[0]).toContain('typed words');
  expect(saved[0]).toContain(`${first.slice(0, 2)}zz`);
  await page.reload();
  await expect(words(page, 0)).toContainText('typed words');
});

/** The visible state one kind of edit changes, read from the page. */
const transcriptText = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.words')].map((e) => e.textContent).join(' | '));

/** Selects whole words `from`..`to` of paragraph `p` (word positions in the paragraph). */
async function selectInParagraph(page: Page, p: number, from: number, to: number) {
  await page.evaluate(
    ([paragraph, a, b]) => {
      const spans = document.querySelectorAll(`.words[data-p="${paragraph}"] .word`);
      const range = document.createRange();
      range.setStart(spans[a]!.firstChild!, 0);
      range.setEnd(spans[b]!.firstChild!, spans[b]!.textContent!.length);
      document.querySelector<HTMLElement>('[data-testid="transcript"]')!.focus();
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    },
    [p, from, to] as const,
  );
}

/** Runs `edit`, checks `read` changed, then undo brings it back and redo makes it again. */
async function undoRedo(page: Page, label: string, read: () => Promise<unknown>, edit: () => Promise<void>) {
  const before = await read();
  await edit();
  await expect.poll(read, { message: `${label}: the edit shows` }).not.toEqual(before);
  const after = await read();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(read, { message: `${label}: undo` }).toEqual(before);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(read, { message: `${label}: redo` }).toEqual(after);
}

test('undo and redo every kind of edit, with the toolbar and the keys, and after autosave', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const count = await paragraphs(page).count();

  // Typing, with the keys: one burst is one step.
  const before = await transcriptText(page);
  await caretAt(page, 0, 0);
  await page.keyboard.type('Well ');
  await expect.poll(() => transcriptText(page)).toMatch(/^Well /);
  await page.keyboard.press('Control+z');
  await expect.poll(() => transcriptText(page)).toBe(before);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => transcriptText(page)).toMatch(/^Well /);
  await page.keyboard.press('Control+z');

  const removed = () => page.locator('.words[data-p="0"] .word').first().getAttribute('class');
  await undoRedo(page, 'strike', removed, async () => {
    await caretAt(page, 0, 1);
    await page.keyboard.press('Control+d');
  });
  const paragraphCount = () => paragraphs(page).count();
  await undoRedo(page, 'split', paragraphCount, async () => {
    await selectInParagraph(page, 0, 1, 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
  });
  await undoRedo(page, 'merge', paragraphCount, async () => {
    await caretAt(page, 1, 0);
    await page.keyboard.press('Backspace');
  });
  expect(await paragraphCount()).toBe(count);

  const speaker = () => page.locator('.speaker').first().textContent();
  await undoRedo(page, 'speaker', speaker, async () => {
    await page.locator('.speaker').first().click();
    const menu = page.getByRole('menu', { name: 'Speaker of this paragraph' });
    await menu.getByRole('menuitem', { name: 'Next speaker' }).click();
  });

  const entity = () => page.locator('.words[data-p="0"] .word').nth(2).getAttribute('data-entity');
  await undoRedo(page, 'entity', entity, async () => {
    await selectInParagraph(page, 0, 2, 2);
    await page.keyboard.press('Control+Shift+E');
    await page.getByRole('dialog', { name: 'Add entity' }).getByRole('button', { name: 'Add entity' }).click();
  });

  const comments = () => page.getByTestId('comment').count();
  await undoRedo(page, 'comment', comments, async () => {
    await selectInParagraph(page, 0, 0, 1);
    await page.keyboard.press('Control+Alt+m');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Comment').fill('Check this name');
    await dialog.getByRole('button', { name: 'Add comment' }).click();
  });

  const summary = () => page.getByTestId('summary').textContent();
  await undoRedo(page, 'summary', summary, async () => {
    await page.getByRole('button', { name: 'Edit summary' }).click();
    await page.getByTestId('summary-textarea').fill('My own summary of the talk.');
    await page.getByRole('button', { name: 'Save summary' }).click();
    // Saved on its own, with PUT /up/processed_data, which says so.
    await expect(page.getByText('summary updated')).toBeVisible();
  });

  const chapter = () => page.getByTestId('chapter').first().textContent();
  await expect(page.getByRole('button', { name: 'Edit chapters' })).toBeVisible({ timeout: 30_000 });
  await undoRedo(page, 'chapters', chapter, async () => {
    await page.getByRole('button', { name: 'Edit chapters' }).click();
    await page.getByLabel(/^Chapter 1/).fill('Opening words');
    await page.getByRole('button', { name: 'Save chapters' }).click();
    await expect(page.getByText('chapters updated')).toBeVisible();
  });

  const firstWord = (await page.locator('.words[data-p="0"] .word').first().textContent())!;
  await page.getByRole('button', { name: 'Find and replace' }).click();
  await page.getByLabel('Find', { exact: true }).fill(firstWord);
  await page.getByTestId('replace-input').locator('input').fill('Zebra');
  await undoRedo(
    page,
    'replace one',
    () => transcriptText(page),
    async () => {
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
    },
  );
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await undoRedo(
    page,
    'replace all',
    () => transcriptText(page),
    async () => {
      await page.getByRole('button', { name: 'Replace all' }).click();
      // The pattern runs on a CPU thread, which the first such task of a quiet minute starts:
      // several seconds on a busy two-core machine.
      await expect(page.getByText('Replaced All')).toBeVisible({ timeout: 30_000 });
    },
  );

  // Undo still works after the document was saved, and what it brings back is saved in turn.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const releaseSaves = await holdSaves(page);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText(NOT_SAVED_YET);
  await releaseSaves();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const saved = await serverText(request, file.id, file.token);
  expect(saved.join(' ')).not.toContain('Zebra');
});

test('every editing action from the keyboard alone; the transcript is one tab stop; no serious axe findings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const transcript = page.getByTestId('transcript');
  const count = await paragraphs(page).count();

  // Tab into the transcript: the next Tab leaves it, whatever the number of paragraphs.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
  for (let i = 0; i < 40 && !(await transcript.evaluate((e) => e === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(transcript).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await transcript.evaluate((e) => e.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(transcript).toBeFocused();

  // Move by words and select two of them with the keys, then strike them.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Control+Shift+ArrowLeft');
  const struck = page.locator('.words[data-p="0"] .word.removed');
  const alreadyStruck = await struck.count();
  await page.keyboard.press('Control+d');
  await expect(struck).toHaveCount(alreadyStruck + 1);
  await page.keyboard.press('Control+d');
  await expect(struck).toHaveCount(alreadyStruck);

  // Comment on the selected word.
  const existing = await page.getByTestId('comment').count();
  await page.keyboard.press('Control+Alt+m');
  const comment = page.getByRole('dialog');
  await expect(comment.getByLabel('Comment')).toBeFocused();
  await page.keyboard.type('Is this right?');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('comment')).toHaveCount(existing + 1);
  // The dialog hands focus back as it closes; act on the transcript only once it has gone.
  await expect(comment).toBeHidden();

  // Add an entity from the keyboard, once the selected word is really selected.
  await transcript.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+Shift+ArrowRight');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString().trim() ?? '')).not.toBe('');
  await page.keyboard.press('Control+Shift+E');
  const entity = page.getByRole('dialog', { name: 'Add entity' });
  await expect(entity.getByLabel('Type')).toBeFocused();
  // The type list is a plain select: Tab on to the dialog's buttons and press the one to add.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(entity.getByRole('button', { name: 'Add entity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.words[data-p="0"] .word').first()).toHaveAttribute('data-entity', /.+/);

  // Split with Enter and merge back with Backspace.
  await transcript.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(paragraphs(page)).toHaveCount(count + 1);
  await page.keyboard.press('Backspace');
  await expect(paragraphs(page)).toHaveCount(count);

  // The speaker menu at the caret: pick another speaker with the arrows.
  const speaker = page.locator('.speaker').first();
  const was = await speaker.textContent();
  await page.keyboard.press('Control+Shift+S');
  const menu = page.getByRole('menu', { name: 'Speaker of this paragraph' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await transcript.focus();
  await page.keyboard.press("Control+'");
  await expect(speaker).not.toHaveText(was!);

  // The paragraph's other actions, its comments' edit and delete among them.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Merge with next paragraph' })).toBeVisible();
  await page.getByRole('menuitem', { name: /^Delete comment “Is this right\?”/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Is this right?')).toHaveCount(0);

  // Still one tab stop with comments shown.
  await transcript.focus();
  await page.keyboard.press('Tab');
  expect(await transcript.evaluate((e) => e.contains(document.activeElement))).toBe(false);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describe = (v: (typeof serious)[number]) =>
    `${v.id}: ${v.nodes
      .slice(0, 3)
      .map((n) => `${n.html} (${n.failureSummary ?? ''})`)
      .join('; ')}`;
  expect(serious.map(describe)).toEqual([]);
});

test('the speaker label opens a menu: pick, add a new speaker, rename here; undo takes a new speaker back', async ({
  page,
}) => {
  await openEditor(page);
  const label = page.locator('.speaker').first();
  const menu = page.getByRole('menu', { name: 'Speaker of this paragraph' });
  const was = (await label.textContent())!;

  // A click opens the menu; it does not change the speaker by itself.
  await label.click();
  await expect(menu).toBeVisible();
  await expect(label).toHaveText(was);
  await expect(menu.getByRole('menuitem', { name: was })).toHaveAttribute('aria-current', 'true');
  const other = menu.getByRole('menuitem').filter({ hasNotText: was }).first();
  const otherName = (await other.textContent())!.replace('✓', '').trim();
  await other.click();
  await expect(label).toHaveText(otherName);

  await label.click();
  await menu.getByRole('menuitem', { name: 'New speaker…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New speaker' });
  await dialog.getByLabel('Name').fill('Guest Host');
  await dialog.getByRole('button', { name: 'Add and use here' }).click();
  await expect(label).toHaveText('Guest Host');
  await label.click();
  await expect(menu.getByRole('menuitem', { name: 'Guest Host' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Rename only this paragraph's speaker.
  await label.click();
  await menu.getByRole('menuitem', { name: 'Rename speaker…' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('New name').fill('Dr Guest');
  await rename.getByLabel('Only this paragraph').check();
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(label).toHaveText('Dr Guest');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(label).toHaveText('Guest Host');
});

test('version history: saved versions listed, the original restored, and the restore undone', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page);
  // An edit of its own, saved: the history then holds the original and this.
  await caretAt(page, 0, 0);
  await page.keyboard.type('History ');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const edited = await transcriptText(page);
  await page.getByRole('button', { name: 'Version history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  const versions = dialog.getByRole('listbox', { name: 'Saved versions' }).getByRole('option');
  await expect(versions.first()).toBeVisible();
  expect(await versions.count()).toBeGreaterThan(1);
  await versions.filter({ hasText: 'Original transcript' }).click();
  await expect(dialog.getByRole('region', { name: 'Preview of the selected version' })).toContainText(/\w+/);
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => transcriptText(page)).not.toBe(edited);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => transcriptText(page)).toBe(edited);
});
