import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { createAccount, newAccount } from './support/accounts';
import { paragraphTextOf, typeOverParagraph } from './support/editor-page';
import { codeFrom, confirmationMail, listMail } from './support/mailbox';
import { expect, signedInPage, test } from './support/more-pages';

/**
 * The review workflow end to end (docs/product.md#organisations-and-workflows), with three people in
 * three browsers: an admin founds an organisation and lists a reviewer and a QA, who sign up and land
 * in it; the admin uploads a recording and assigns it; the reviewer starts the first pass, fixes a
 * word and submits; QA takes it over, corrects and moves it to Final Review; the admin submits it.
 * The workflow's history shows every step; the reviewer's score appears in its band, they dispute
 * it, and the admin's answer reaches them.
 */

/** Replaces the first paragraph's text through the editor and saves it (Ctrl+S). */
async function rewriteFirstParagraph(page: Page, edit: (words: string[]) => string[]) {
  await expect(page.getByTestId('editor')).toBeVisible();
  const words = (await paragraphTextOf(page, 0)).split(/\s+/);
  await typeOverParagraph(page, 0, edit(words).join(' '));
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
}

const statusChip = (page: Page) => page.getByTestId('workflow-status-panel');

test('an organisation takes a recording from upload to Submitted, and the history shows each step', async ({
  newPage,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // A short recording: the first 20 seconds of the two-speaker test podcast.
  const clip = testInfo.outputPath('interview.mp3');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', 'fixtures/podcast-2spk.mp3', '-t', '20', '-c', 'copy', clip]);

  const admin = newAccount('Alma');
  const reviewer = newAccount('Rui');
  const qa = newAccount('Quinn');
  await createAccount(request, admin, { verify: true });

  // 1. The admin founds the organisation from their profile and lists who may join.
  const adminPage = await signedInPage(newPage, admin);
  await expect(adminPage.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await adminPage.goto('/account/profile');
  await adminPage.getByLabel('Organisation name').fill('Harbour Audio');
  await adminPage.getByRole('button', { name: 'Create organisation' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Create Harbour Audio?' })
    .getByRole('button', { name: 'Create organisation' })
    .click();
  await expect(adminPage).toHaveURL('/organisation');
  await adminPage.goto('/organisation/who-may-join');
  const addForm = adminPage.getByRole('form', { name: 'Add someone who may join' });
  for (const [person, role] of [
    [reviewer, 'Reviewer'],
    [qa, 'QA'],
  ] as const) {
    await addForm.getByLabel(/^Email/).fill(person.email);
    await addForm.getByLabel('Role').click();
    await adminPage.getByRole('option', { name: role, exact: true }).click();
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect(adminPage.getByRole('table', { name: 'Who may join' })).toContainText(person.email);
  }

  // 2. The reviewer signs up through the form; confirming the address lands them in the organisation.
  const reviewerPage = await newPage();
  await reviewerPage.goto('/auth/signup');
  await reviewerPage.getByLabel(/^First name/).fill(reviewer.firstName);
  await reviewerPage.getByLabel(/^Last name/).fill('Tester');
  await reviewerPage.getByLabel(/^Email/).fill(reviewer.email);
  await reviewerPage.getByLabel(/^Password/).fill(reviewer.password);
  await reviewerPage.getByRole('button', { name: 'Create account' }).click();
  await expect(reviewerPage).toHaveURL(/\/auth\/confirm-email/);
  await reviewerPage.getByLabel('6-digit code').fill(codeFrom(await confirmationMail(request, reviewer.email)));
  await reviewerPage.getByRole('button', { name: 'Confirm email' }).click();
  await expect(reviewerPage).toHaveURL('/enterprise/workflows');
  await expect(reviewerPage.getByTestId('workflow-empty')).toBeVisible();

  // ...and QA signs up (through the API here) and signs in to the organisation's workflows.
  await createAccount(request, qa, { verify: true });
  const qaPage = await signedInPage(newPage, qa);
  await expect(qaPage).toHaveURL('/enterprise/workflows');

  // Both are members now, with their roles.
  await adminPage.goto('/organisation/members');
  const members = adminPage.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: new RegExp(reviewer.email) })).toContainText('Reviewer');
  await expect(members.getByRole('row', { name: new RegExp(qa.email) })).toContainText('QA');

  // 3. The admin uploads the recording as a workflow, waits for its transcript and assigns it.
  await adminPage.goto('/enterprise/workflows');
  await adminPage.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Upload a recording' });
  await dialog.getByLabel('Audio or video file').setInputFiles(clip);
  await dialog.getByLabel(/^Title/).fill('Harbour interview');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await adminPage.getByRole('link', { name: 'Harbour interview' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Harbour interview' })).toBeVisible();
  await expect(adminPage.getByTestId('editor')).toBeVisible({ timeout: 120_000 });
  const workflowUrl = adminPage.url();
  // Each page has its own title; a workflow's is its own.
  await expect(adminPage).toHaveTitle('Harbour interview · Scriptloom');
  await adminPage.getByLabel('Add a member').selectOption({ label: `${reviewer.firstName} Tester (Reviewer)` });
  await adminPage.getByRole('button', { name: 'Add assignee' }).click();
  await expect(adminPage.getByRole('button', { name: `Remove ${reviewer.firstName} Tester` })).toBeVisible();

  // 4. The reviewer finds it in their list, starts the first pass, fixes a word and submits.
  await reviewerPage.reload();
  await reviewerPage.getByRole('link', { name: 'Harbour interview' }).click();
  await reviewerPage.getByRole('button', { name: 'Move to First Review', exact: true }).click();
  await expect(statusChip(reviewerPage)).toContainText('First Review');
  await rewriteFirstParagraph(reviewerPage, (words) => ['Welcome', 'back,', 'listeners,', ...words.slice(2)]);
  await reviewerPage.getByRole('button', { name: 'Submit my review' }).click();
  await expect(reviewerPage.getByText('Your review was submitted for QA review.')).toBeVisible();
  await expect(statusChip(reviewerPage)).toContainText('QA Review');

  // 5. QA takes it over, corrects the reviewer's pass and moves it to Final Review.
  await qaPage.goto(workflowUrl);
  await expect(statusChip(qaPage)).toContainText('QA Review');
  await qaPage.getByRole('button', { name: 'Take over for QA' }).click();
  await expect(qaPage.getByRole('button', { name: `Remove ${qa.firstName} Tester` })).toBeVisible();
  await expect(qaPage.getByTestId('paragraph').first()).toContainText('listeners,');
  await rewriteFirstParagraph(qaPage, (words) => words.map((w) => (w === 'listeners,' ? 'everyone,' : w)));
  await qaPage.getByRole('button', { name: 'Move to Final Review', exact: true }).click();
  await expect(statusChip(qaPage)).toContainText('Final Review');

  // 6. The admin marks it Submitted.
  await adminPage.goto(workflowUrl);
  await expect(adminPage.getByTestId('paragraph').first()).toContainText('everyone,');
  await adminPage.getByRole('button', { name: 'Move to Submitted', exact: true }).click();
  await expect(statusChip(adminPage)).toContainText('Submitted');

  // The history names every step, who took it and the statuses it moved between.
  const history = adminPage.getByRole('list', { name: 'History' });
  for (const line of [
    `${admin.firstName} Tester · Uploaded`,
    `${admin.firstName} Tester · Assigned: ${reviewer.firstName} Tester`,
    `${reviewer.firstName} Tester · Changed the status: Not Started → First Review`,
    `${reviewer.firstName} Tester · Submitted the review: First Review → QA Review`,
    `${qa.firstName} Tester · Took over for QA: QA Review`,
    `${qa.firstName} Tester · Changed the status: QA Review → Final Review`,
    `${admin.firstName} Tester · Changed the status: Final Review → Submitted`,
  ]) {
    await expect(history).toContainText(line);
  }

  // The list shows where it ended, in the status's own chip.
  await adminPage.goto('/enterprise/workflows');
  await expect(adminPage.getByRole('row', { name: /Harbour interview/ })).toContainText('Submitted');

  // 7. QA's correction scored the reviewer's pass: one word of the opening changed, so an
  // excellent score, shown on the reviewer's own scores page with what QA changed.
  await reviewerPage.goto('/organisation/scores');
  const scores = reviewerPage.getByRole('table', { name: 'Scores by workflow' });
  await expect(scores).toContainText('Harbour interview', { timeout: 20_000 });
  await expect(scores.getByRole('img', { name: /^Accuracy 9\d%, Excellent$/ })).toBeVisible();
  await scores.getByRole('button', { name: 'Show the differences for Harbour interview' }).click();
  await expect(reviewerPage.getByText('listeners', { exact: false }).first()).toBeVisible();

  // 8. The reviewer disputes the score; the admin answers; the reviewer is told.
  await reviewerPage.goto('/organisation/disputes');
  await expect(reviewerPage).toHaveTitle('Disputes · Scriptloom');
  const dispute = reviewerPage.getByRole('form', { name: 'Dispute a score or a correction' });
  await dispute.getByLabel('Workflow').selectOption({ label: 'Harbour interview' });
  await dispute.getByLabel('What is wrong, and why').fill('"Listeners" is how the host greets the audience.');
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(reviewerPage.getByText('Your dispute was sent to your admins.')).toBeVisible();

  await adminPage.goto('/organisation/disputes');
  const open = adminPage.getByRole('article', { name: 'Dispute about Harbour interview' });
  await expect(open).toContainText('is how the host greets the audience');
  await open.getByLabel('Your answer').fill('Agreed: the style guide keeps the host’s greeting.');
  await open.getByRole('button', { name: 'Send answer' }).click();
  await expect(adminPage.getByText('The dispute was answered; the member has been told.')).toBeVisible();
  await expect
    .poll(async () => (await listMail(request, reviewer.email)).some((m) => m.subject.includes('dispute about')))
    .toBe(true);

  await reviewerPage.goto('/enterprise/workflows');
  await expect(reviewerPage.getByText('Your dispute about "Harbour interview" was answered.')).toBeVisible();
  await reviewerPage.getByRole('link', { name: 'Read the answer' }).click();
  await expect(reviewerPage.getByRole('article', { name: 'Dispute about Harbour interview' })).toContainText(
    'Agreed: the style guide',
  );
  await reviewerPage.goto('/enterprise/workflows');
  await expect(reviewerPage.getByText('Your dispute about "Harbour interview" was answered.')).toHaveCount(0);
});
