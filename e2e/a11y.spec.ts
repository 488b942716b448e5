import type { APIRequestContext } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm, subscribeTo, type TestAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { selectWords } from './support/editor-page';
import { commentOnFirstParagraph, LAPTOP, PHONE } from './support/layout';
import { seededFile, seededPodcast } from './support/podcast';
import { expect, signedInPage, test } from './support/more-pages';

/**
 * Every screen of the web app (docs/product.md#routes-of-the-web-app) and its main dialogs pass
 * axe with no serious or critical violation (docs/product.md#accessibility): signed out, as a
 * personal user with a processed video, as the admin of an organisation with a workflow, and as
 * one of its reviewers. Error states are checked rather than empty forms: they show the same
 * fields and their messages too. States are checked on pages already open where they can be
 * (out-of-date insights, a hidden video, a selected row), and the organisation's pages, the
 * workflow page and the insights sheet at 375 px, where the layout differs most.
 */

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function waitUntilProcessed(request: APIRequestContext, id: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/up/status/${id}`, { headers })).json()) as { status: string }).status,
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('processed');
}

// The page behind a dialog or menu is checked on its own first, so most dialogs and menus are
// checked alone. The export dialog is checked with the whole page, for what a modal does to the
// page behind it (hidden from assistive technology, nothing focusable left in the hidden part).
const DIALOG = { within: '[role="dialog"]' };
const MENU = { within: '[role="menu"]' };

/**
 * An organisation founded by `admin` with one processed workflow (a comment on it, and renamed
 * enough times that its history scrolls in its box on a phone), a reviewer who joined and asked
 * for leave (so the members, leave and scores pages have rows), and someone listed who has not
 * signed up yet (for the who-may-join table).
 */
async function organisationWithWorkflow(request: APIRequestContext, admin: TestAccount) {
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${await tokenOf(request, admin)}` },
    data: { name: 'Lantern Audio' },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const token = ((await founded.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const workflowId = await seededFile(request, token, {
    seed: 'podcast-2spk-20s',
    title: 'Lantern interview',
    workflow: true,
  });
  await commentOnFirstParagraph(request, workflowId, token, 'Check this name against the guest list.');
  for (const take of [1, 2, 3, 4, 5, 6, 7, 0]) {
    const renamed = await request.put(`/api/enterprise/workflow/${workflowId}/rename`, {
      headers,
      data: { new_title: take ? `Lantern interview, take ${take}` : 'Lantern interview' },
    });
    expect(renamed.ok(), await renamed.text()).toBe(true);
  }
  const reviewer = newAccount('Rui');
  for (const [email, role] of [
    [reviewer.email, 'reviewer'],
    [newAccount('Quinn').email, 'qa'],
  ] as const) {
    const listed = await request.post('/api/login/valid-users', { headers, data: { email, role } });
    expect(listed.status(), await listed.text()).toBe(201);
  }
  await createAccount(request, reviewer, { verify: true });
  const today = new Date().toISOString().slice(0, 10);
  const leave = await request.post('/api/leave/apply', {
    headers: { authorization: `Bearer ${await tokenOf(request, reviewer)}` },
    data: { leave_type: 'vacation', start_date: today, end_date: today },
  });
  expect(leave.status(), await leave.text()).toBe(201);
  return { workflowId, token, reviewer };
}

test('every page and main dialog has no serious or critical accessibility violation', async ({
  page,
  newPage,
  request,
}) => {
  // About 47 axe runs of 1-3 s each: 150 s alone on a slow two-core machine, and up to 5.3 min
  // beside the other browser tests there. The margin is for a busier one.
  test.setTimeout(600_000);
  // Set-up through the API first, side by side: two processed recordings (20 seconds of the test
  // podcast, enough for two speakers and insights), seeded.
  const [maya, admin, theo, una] = [newAccount('Maya'), newAccount('Alma'), newAccount('Theo'), newAccount('Una')];
  await Promise.all([
    createAccount(request, maya, { verify: true }),
    createAccount(request, admin, { verify: true }),
    createAccount(request, theo, { verify: true }),
    createAccount(request, una, { verify: false }),
  ]);
  // Professional includes every output, so the article dialog and the audiogram picker are there to
  // check (the Free plan's locked tabs are checked in insights.spec).
  await subscribeTo(request, maya, 'professional_monthly');
  const [personal, organisation] = await Promise.all([
    seededPodcast(request, maya, { seed: 'podcast-2spk-20s', title: 'Lantern episode', video: true }),
    organisationWithWorkflow(request, admin),
  ]);
  const { reviewer } = organisation;

  await test.step('signed out', async () => {
    await page.goto('/auth/login');
    // A wrong password: the form with its error.
    await page.getByLabel(/^Email/).fill(maya.email);
    await page.getByLabel(/^Password/).fill('not the password at all');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in with an error');

    await page.goto('/auth/signup');
    // Sent empty: every field with its error.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up with field errors');

    await page.goto(`/auth/confirm-email?email=${encodeURIComponent(maya.email)}`);
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'confirm email');

    await page.goto('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password');

    await page.goto('/auth/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password');
  });

  await test.step('two-step sign-in code', async () => {
    const on = await request.post('/api/user/two-step', {
      headers: { authorization: `Bearer ${await tokenOf(request, theo)}` },
      data: { enabled: true },
    });
    expect(on.ok(), await on.text()).toBe(true);
    await page.goto('/auth/login');
    await signInThroughForm(page, theo);
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in code step');
  });

  await test.step('unconfirmed address', async () => {
    await page.goto('/auth/login');
    await signInThroughForm(page, una);
    await expect(page.getByRole('button', { name: 'Verify Now' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard asking to confirm the address');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  await test.step('personal user', async () => {
    await page.goto('/auth/login');
    await signInThroughForm(page, maya);
    await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
    await waitUntilProcessed(request, personal.id, personal.token);
    await expect(page.getByRole('link', { name: 'Lantern episode' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const uploadDialog = page.getByRole('dialog', { name: 'Upload a recording' });
    // Sent without a file: the dialog with its fields' errors.
    await uploadDialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(uploadDialog.getByText('Choose an audio or video file to upload.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'upload dialog with errors', DIALOG);
    await page.keyboard.press('Escape');
    await expect(uploadDialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete Lantern episode' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this file?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete file dialog', DIALOG);
    await page.keyboard.press('Escape');

    await page.goto(`/transcripts/${personal.id}`);
    await expect(page.getByTestId('paragraph').first()).toBeVisible();
    await expect(page.getByTestId('insights-panels')).toBeVisible();
    await expect(page.getByTestId('video')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'transcript editor with a video');

    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'keyboard shortcuts dialog', DIALOG);
    await page.keyboard.press('Escape');

    // Typing in a paragraph (the browser then owns its text until the pause hands it back).
    await page.getByTestId('transcript').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('So ');
    // The edit enables Undo; its colour changes with a transition.
    await expect(page.locator('button[aria-keyshortcuts="Control+Z Meta+Z"]')).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'paragraph being typed in');
    // Let the autosave finish first: it turns the Save button grey with a transition, which could
    // otherwise start while axe measures the next view's colours (one run failed so).
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 15_000 });
    await page.locator('.speaker').first().click();
    await expect(page.getByRole('menu', { name: 'Speaker of this paragraph' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'speaker menu', MENU);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Version history' }).click();
    await expect(page.getByRole('dialog', { name: 'Version history' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'version history dialog', DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Edited recording' }).click();
    await expect(page.getByTestId('edit-render-outline')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edited recording dialog', DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The typed words put the summary and chapters out of date, with Refresh beside the mark.
    await expect(page.getByTestId('out-of-date-summary')).toBeVisible();
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await expect(page.getByTestId('video')).toBeHidden();
    await page.keyboard.press('Control+f');
    await expect(page.getByTestId('find-input')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'find and replace, insights out of date, video hidden');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'More actions for paragraph 1', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'paragraph menu', MENU);
    await page.getByRole('menuitem', { name: 'Rename speaker…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'rename speaker dialog', DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await selectWords(page, 0, 1);
    await page.getByRole('button', { name: 'Comment on selected words' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'comment dialog', DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByTestId('export-open').click();
    await expect(page.getByTestId('export-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'export dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('export-dialog')).toBeHidden();

    await page.getByTestId('audiograms-open').click();
    const audiograms = page.getByTestId('audiograms-dialog');
    await expect(audiograms.getByRole('heading', { name: 'Your clips' })).toBeVisible();
    await expect(audiograms.getByText(/^Loading (clips|backgrounds)…$/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'audiograms dialog', DIALOG);
    await page.keyboard.press('Escape');
    await expect(audiograms).toBeHidden();

    await page.getByTestId('content-tab').click();
    await expect(page.getByTestId('content-show_notes')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'transcript content view');
    await page.getByRole('tab', { name: 'Article' }).click();
    await page.getByTestId('generate-article').click();
    await expect(page.getByTestId('article-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'article dialog', DIALOG);
    await page.keyboard.press('Escape');

    // The phone's insights sheet, with a tooltip shown over it (a see-through tooltip failed here).
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await page.getByTestId('insights-open').click();
    const sheet = page.getByRole('dialog', { name: 'Insights' });
    await sheet.getByTestId('refresh-summary').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'insights sheet on a phone, with a tooltip', {
      within: '[role="dialog"], [role="tooltip"]',
    });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.setViewportSize(LAPTOP);

    await page.goto(`/download?docId=${personal.id}`);
    await expect(page.getByTestId('download-title')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'bulk download');

    await page.goto('/account/profile');
    await expect(page.getByLabel('Organisation name')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile');

    await page.goto('/account/password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'password');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'page not found');
  });

  await test.step('organisation admin', async () => {
    const adminPage = await signedInPage(newPage, admin);
    await expect(adminPage).toHaveURL('/enterprise/workflows');
    await waitUntilProcessed(request, organisation.workflowId, organisation.token);
    await adminPage.reload();
    await expect(adminPage.getByRole('link', { name: 'Lantern interview' })).toBeVisible();
    // A selected row is tinted: its chips must still read.
    await adminPage.getByTestId('workflow-row').first().getByRole('checkbox').check();
    await expectNoSeriousA11yViolations(adminPage, 'workflow list with a row selected');

    await adminPage.getByRole('button', { name: 'Auto-assign' }).click();
    await expect(adminPage.getByRole('dialog', { name: 'Auto-assign' })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'auto-assign dialog', DIALOG);
    await adminPage.keyboard.press('Escape');

    // From here on a phone: the workflow page's history scrolls in its box, comments sit under
    // their paragraph, and the organisation's pages have the app bar's menu.
    await adminPage.setViewportSize(PHONE);
    await adminPage.goto(`/enterprise/workflows/${organisation.workflowId}`);
    await expect(adminPage.getByTestId('comment')).toBeVisible();
    const history = adminPage.getByTestId('workflow-history');
    await expect(history.getByTestId('workflow-history-item')).toHaveCount(9);
    expect(await history.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await expectNoSeriousA11yViolations(adminPage, 'workflow page with comments on a phone');

    await adminPage.goto('/organisation');
    await expect(adminPage.getByRole('navigation', { name: 'Organisation pages' })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'organisation home on a phone');
    await adminPage.getByRole('button', { name: 'Menu' }).click();
    await expect(adminPage.getByRole('menu', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'main menu on a phone', MENU);
    await adminPage.keyboard.press('Escape');

    await adminPage.goto('/organisation/members');
    await expect(adminPage.getByRole('table', { name: 'Members' })).toContainText(reviewer.email);
    await expectNoSeriousA11yViolations(adminPage, 'members');

    await adminPage.goto('/organisation/who-may-join');
    await expect(adminPage.getByRole('table', { name: 'Who may join' })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'who may join');

    await adminPage.goto('/organisation/leave');
    const requests = adminPage.getByRole('table', { name: 'Leave requests' });
    await expect(requests).toContainText('Pending');
    await expectNoSeriousA11yViolations(adminPage, 'leave');
    await requests.getByRole('button', { name: /^Approve / }).click();
    await expect(adminPage.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'leave decision dialog', DIALOG);
    await adminPage.keyboard.press('Escape');

    await adminPage.goto('/organisation/scores');
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'team scores');
    await adminPage
      .getByRole('link', { name: new RegExp(reviewer.firstName) })
      .first()
      .click();
    await expect(adminPage).toHaveURL(/\/organisation\/scores\/[^/]+$/);
    await expectNoSeriousA11yViolations(adminPage, 'member scores');

    await adminPage.goto('/organisation/disputes');
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'disputes');
  });

  // A reviewer sees other forms on the same pages: their own scores, asking for leave, raising a dispute.
  await test.step('organisation reviewer', async () => {
    const reviewerPage = await signedInPage(newPage, reviewer);
    await expect(reviewerPage).toHaveURL('/enterprise/workflows');

    await reviewerPage.goto('/organisation/leave');
    await expect(reviewerPage.getByRole('form', { name: 'Ask for leave' })).toBeVisible();
    await expectNoSeriousA11yViolations(reviewerPage, 'leave (reviewer)');

    await reviewerPage.goto('/organisation/scores');
    await expect(reviewerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(reviewerPage, 'scores (reviewer)');

    await reviewerPage.goto('/organisation/disputes');
    await expect(reviewerPage.getByRole('form', { name: 'Dispute a score or a correction' })).toBeVisible();
    await expectNoSeriousA11yViolations(reviewerPage, 'disputes (reviewer)');
  });
});
