import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { DetailsResponse, TranscriptPageResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { paragraphTextOf, typeOverParagraph } from './support/editor-page';
import { seededFile } from './support/podcast';
import { expect, test } from './support/more-pages';

/**
 * The workflow page's editor uses the workflow's own calls (docs/product.md#enterprise-transcript):
 * the first 25 paragraphs come with the details and the rest a page at a time, saves go in the
 * compact form, renaming a speaker everywhere is the workflow's speakers call, and exports are the
 * enterprise export.
 */
test("a long workflow transcript is paged in, saved compactly, renamed and exported with the workflow's calls", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = newAccount('Alma');
  await createAccount(request, admin, { verify: true });
  const login = await request.post('/api/v1/login', { data: { email: admin.email, password: admin.password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const founded = await request.post('/api/enterprise/organisations', { headers, data: { name: 'Lantern Audio' } });
  expect(founded.status(), await founded.text()).toBe(201);
  const id = await seededFile(request, token, { workflow: true, title: 'Long interview' });

  // Long enough to page: every word of the recording made a paragraph of its own.
  const seeded = ((await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse).es_doc;
  const words = seeded.transcript.flatMap((s) => s.words.map((w) => ({ speaker: s.speaker, w })));
  expect(words.length).toBeGreaterThan(60);
  const split = await request.post(`/api/v2/enterprise/transcript/${id}`, {
    headers,
    data: {
      version: seeded.transcript_version,
      tr: words.map(({ speaker, w }) => ({
        id: randomUUID(),
        sp: speaker,
        st: w.start,
        e: w.end,
        w: [{ t: w.text, st: w.start, e: w.end, c: w.confidence, d: false }],
      })),
    },
  });
  expect(split.status(), await split.text()).toBe(200);
  const total = words.length;

  await page.goto('/auth/login');
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL('/enterprise/workflows');
  const opening = page.waitForRequest((r) => r.url().includes(`/api/up/details/${id}?limit=25`));
  const rest = page.waitForResponse((r) => r.url().includes(`/api/enterprise/transcript/${id}?start=25`));
  await page.goto(`/enterprise/workflows/${id}`);
  await opening;
  const page2 = (await (await rest).json()) as TranscriptPageResponse;
  expect([page2.start, page2.total, page2.snippets.length]).toEqual([25, total, total - 25]);
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible();
  // Once all of it is here the editor is open for edits (no "loading the rest" notice).
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Transcript/ })).toHaveAttribute('contenteditable', 'true');

  // A save is the compact form: every paragraph, stored ones by the first 8 characters of their id.
  const first = await paragraphTextOf(page, 0);
  const saved = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/v2/enterprise/transcript/${id}`),
  );
  await typeOverParagraph(page, 0, `Hello ${first}`);
  await page.keyboard.press('Control+s');
  const body = (await saved).postDataJSON() as { tr: { id: string; w: { t: string }[] }[]; version: number };
  expect(body.tr).toHaveLength(total);
  expect(body.tr.every((p) => p.id.length === 8)).toBe(true);
  expect(body.tr[0]!.w.map((w) => w.t)).toEqual(['Hello', ...first.split(/\s+/)]);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  // Renaming a speaker everywhere is the workflow's speakers call.
  const speaker = words[0]!.speaker;
  const renamed = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/api/enterprise/workflow/${id}/speakers`),
  );
  await page.getByRole('button', { name: 'More actions for paragraph 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename speaker…' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('New name').fill('Harbour Master');
  await rename.getByLabel('Everywhere').check();
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  const speakers = ((await renamed).postDataJSON() as { speakers: { name: string }[] }).speakers.map((s) => s.name);
  expect(speakers).toContain('Harbour Master');
  expect(speakers).not.toContain(speaker);
  await expect(page.getByText('Speakers have been updated')).toBeVisible();

  // What was saved is what a fresh visit loads, in full.
  await page.reload();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  expect(await paragraphTextOf(page, 0)).toBe(`Hello ${first}`);
  const stored = ((await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse).es_doc;
  expect(stored.transcript).toHaveLength(total);
  expect(stored.transcript.filter((s) => s.speaker === speaker)).toHaveLength(0);

  // The export is the workflow's: the format in the path.
  const exported = page.waitForRequest((r) => r.url().includes(`/api/enterprise/transcript/export/${id}/txt?`));
  const dialog = page.getByTestId('export-dialog');
  await page.getByTestId('export-open').click();
  await dialog.getByTestId('export-format').selectOption('txt');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-submit').click()]);
  await exported;
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`Hello ${first}`);
  expect(text).toContain('Harbour Master');
});
