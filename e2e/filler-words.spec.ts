import { expect, test } from '@playwright/test';
import type { DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { selectWords, typeOverParagraph } from './support/editor-page';
import { seededPodcast } from './support/podcast';

test('Remove filler words strikes the fillers in one step of undo; one can be kept; own words are remembered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Filler');
  await createAccount(request, account, { verify: true });
  // The first 20 seconds of the test podcast: the recogniser wrote none of its fillers down.
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-20s' });
  const answer = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const first = ((await answer.json()) as DetailsResponse).es_doc.transcript[0]!;

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();

  // Fillers typed into the first paragraph, with punctuation on them as a person writes them.
  await typeOverParagraph(page, 0, `Um, ${first.words.map((w) => w.text).join(' ')} hmm?`);
  const struck = page.locator('[data-w].removed');
  await expect(page.locator('.words[data-p="0"] [data-w]').first()).toHaveText('Um,');
  await expect(struck).toHaveCount(0);

  const remove = page.getByRole('button', { name: 'Remove filler words' });
  await remove.click();
  await expect(page.getByText('Struck 2 filler words. Undo brings them back.')).toBeVisible();
  await expect(struck).toHaveText(['Um,', 'hmm?']);

  // One undo brings both back.
  await page.keyboard.press('Control+z');
  await expect(struck).toHaveCount(0);
  await expect(page.locator('.words[data-p="0"] [data-w]').first()).toHaveText('Um,');

  // Struck again, "Um," is kept with the strike toggle.
  await remove.click();
  await expect(struck).toHaveText(['Um,', 'hmm?']);
  await selectWords(page, 0, 0);
  await page.getByRole('button', { name: 'Strike through selected words' }).click();
  await expect(struck).toHaveText(['hmm?']);

  // The person's own word, from the dialog, struck the same way.
  await page.getByRole('button', { name: 'Choose filler words' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filler words' });
  await dialog.getByRole('textbox', { name: 'Word or phrase' }).fill('Guest');
  await dialog.getByRole('textbox', { name: 'Word or phrase' }).press('Enter');
  await expect(dialog.getByTestId('own-fillers')).toHaveText(/guest/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Pressing it again strikes the kept "Um," again too: nothing records that it was kept.
  await remove.click();
  await expect(page.getByText('Struck 2 filler words. Undo brings them back.')).toBeVisible();
  await expect(struck).toHaveText(['Um,', 'guest', 'hmm?']);

  // The list is kept in this browser: it is there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Choose filler words' }).click();
  await expect(page.getByRole('dialog', { name: 'Filler words' }).getByTestId('own-fillers')).toHaveText(/guest/);
});
