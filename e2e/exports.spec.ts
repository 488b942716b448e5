import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { EXPORT_FILE_TYPES, EXPORT_FORMATS, TranscriptExport, type DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { selectWords } from './support/editor-page';
import { seededPodcast } from './support/podcast';

/**
 * Saved under a folder of its own in the test's output folder (Playwright empties it on the next
 * run): several formats share an extension (json, txt).
 */
async function saved(download: Download, folder: string): Promise<string> {
  const file = test.info().outputPath(folder, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Opens the export dialog, picks the format and downloads; the dialog closes itself afterwards. */
async function exportAs(page: Page, format: string, opener = page.getByTestId('export-open')): Promise<string> {
  const dialog = page.getByTestId('export-dialog');
  await opener.click();
  await dialog.getByTestId('export-format').selectOption(format);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-submit').click()]);
  await expect(dialog.getByTestId('export-done')).toBeVisible();
  await expect(dialog).toBeHidden();
  return saved(download, format);
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });

test('export an edited podcast in every format from the editor, from the dashboard, and as a zip', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-30s' });
  const headers = { authorization: `Bearer ${token}` };
  const doc = ((await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse).es_doc;

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('paragraph').first()).toBeVisible();

  // An edit the exports must show: the second word of the first paragraph struck out (dropped by default).
  await selectWords(page, 1, 1);
  await page.getByRole('button', { name: 'Strike through selected words' }).click();
  await expect(page.locator('[data-w="1"]')).toHaveClass(/removed/);

  const files = new Map<string, string>();
  for (const format of EXPORT_FORMATS) {
    const file = await exportAs(page, format);
    expect(path.basename(file)).toBe(`Workbench episode.${EXPORT_FILE_TYPES[format].extension}`);
    files.set(format, file);
  }

  // Each file opens in the tool it is meant for.
  const firstWords = doc.transcript[0]!.words.map((w) => w.text);
  const txt = fs.readFileSync(files.get('txt')!, 'utf8');
  expect(txt).toContain(firstWords[0]);
  expect(txt).toContain('Speaker 1');
  // The first paragraph reads without the struck word (and the editor saved before exporting).
  expect(txt).toContain(firstWords.filter((_, i) => i !== 1).join(' '));

  const json = TranscriptExport.parse(JSON.parse(fs.readFileSync(files.get('json')!, 'utf8')));
  expect(json.paragraphs[0]!.words.map((w) => w.text)).toEqual(firstWords.filter((_, i) => i !== 1));

  const pdfText = run('pdftotext', ['-layout', files.get('pdf')!, '-']);
  expect(pdfText).toContain('Workbench episode');
  expect(pdfText).toContain(firstWords[0]!);

  const docx = run('unzip', ['-p', files.get('docx')!, 'word/document.xml']);
  expect(docx).toContain(firstWords[0]!);

  for (const format of ['srt', 'vtt']) {
    const probe = JSON.parse(
      run('ffprobe', ['-v', 'error', '-show_entries', 'packet=pts_time', '-of', 'json', files.get(format)!]),
    ) as { packets: unknown[] };
    expect(probe.packets.length, format).toBeGreaterThan(3);
  }
  expect(fs.readFileSync(files.get('html')!, 'utf8')).toMatch(/^<!doctype html>/i);
  expect(fs.readFileSync(files.get('csv')!, 'utf8').split('\r\n')[0]).toContain('text');
  // The edit as Final Cut Pro 7 XML, read as strict XML by jsdom (a reader we did not write):
  // clipitems on the podcast's sound track, the media named by its file name.
  const xmeml = new new JSDOM().window.DOMParser().parseFromString(
    fs.readFileSync(files.get('xmeml')!, 'utf8'),
    'application/xml',
  );
  expect(xmeml.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(xmeml.documentElement.tagName).toBe('xmeml');
  expect(xmeml.documentElement.getAttribute('version')).toBe('4');
  expect(xmeml.querySelectorAll('xmeml > sequence > media > audio > track > clipitem').length).toBeGreaterThan(0);
  expect(xmeml.querySelector('clipitem > file > pathurl')!.textContent).toMatch(/^file:\/\/localhost\/[^/]+$/);

  // From the dashboard: the same dialog on the file's row.
  await page.goto('/');
  const fromDashboard = await exportAs(page, 'md', page.getByTestId('export-open').first());
  expect(fs.readFileSync(fromDashboard, 'utf8')).toContain('# Workbench episode');

  // A failed export says so with the product's fixed words and the server's reason, and downloads nothing.
  await page.route('**/api/v2/up/export/**', (route) =>
    route.fulfill({ status: 503, json: { error: 'The export service is busy.', code: 'UNAVAILABLE' } }),
  );
  await page.getByTestId('export-open').first().click();
  await page.getByTestId('export-dialog').getByTestId('export-submit').click();
  await expect(
    page.getByText('Transcript could not be exported at this time. Please try again. The export service is busy.'),
  ).toBeVisible();
  await page.unroute('**/api/v2/up/export/**');
  await page.keyboard.press('Escape');

  // Everything as a zip from the download page, with the default selection.
  await page.goto(`/download?docId=${id}`);
  await expect(page.getByTestId('download-page')).toBeVisible();
  for (const flag of ['summary', 'quotes', 'chapters', 'transcript'])
    await expect(page.getByTestId(`download-flag-${flag}`)).toBeChecked();
  await expect(page.getByTestId('download-flag-audiogram')).not.toBeChecked();
  const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-submit').click()]);
  const zip = await saved(zipDownload, 'zip');
  const listing = run('unzip', ['-l', zip]);
  expect(listing).toContain('README.txt');
  expect(listing).toMatch(/transcript\.txt/);
  expect(listing).toMatch(/summary\.txt/);
  // The popup says the download started and closes itself after 3 s.
  await expect(page.getByTestId('download-popup')).toBeVisible();
  await expect(page.getByTestId('download-popup')).toBeHidden({ timeout: 6000 });
});
