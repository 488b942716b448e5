import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { createAccount, newAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
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
  // Their pass is in: the editor turns read-only and says why, rather than offering saves that fail.
  const banner = reviewerPage.getByTestId('read-only-banner');
  await expect(banner).toContainText('This workflow is in QA Review; only QA and admins can edit it now.');
  await reviewerPage.reload();
  await expect(banner).toBeVisible();
  const transcript = reviewerPage.getByRole('textbox', { name: /^Transcript \(read only/ });
  await expect(transcript).toHaveAttribute('contenteditable', 'false');
  await expect(reviewerPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: 'Edit summary' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(reviewerPage, 'read-only workflow editor');

  // 5. QA takes it over, corrects the reviewer's pass and moves it to Final Review.
  await qaPage.goto(workflowUrl);
  await expect(statusChip(qaPage)).toContainText('QA Review');
  // The reviewer had one way on ("Submit my review"), no second plain move to QA Review.
  await qaPage.getByRole('button', { name: 'Take over for QA' }).click();
  // A takeover asks first; the pass waiting in QA Review was kept when it was submitted.
  const takeover = qaPage.getByRole('dialog', { name: 'Take over “Harbour interview” for QA?' });
  await expect(takeover).toContainText('You are added to the assignees');
  await takeover.getByRole('button', { name: 'Take over', exact: true }).click();
  await expect(takeover).toBeHidden();
  await expect(qaPage.getByRole('button', { name: `Remove ${qa.firstName} Tester` })).toBeVisible();
  // QA says the reviewer's pass holds up.
  await qaPage.getByRole('button', { name: 'Validate the review' }).click();
  const verdict = qaPage.getByRole('dialog', { name: 'Validate the review of “Harbour interview”' });
  await verdict.getByRole('radio', { name: 'Holds up: mark it validated' }).check();
  await verdict.getByRole('button', { name: 'Record the verdict' }).click();
  await expect(qaPage.getByText('The review was marked as validated.')).toBeVisible();
  await expect(qaPage.getByTestId('paragraph').first()).toContainText('listeners,');
  await rewriteFirstParagraph(qaPage, (words) => words.map((w) => (w === 'listeners,' ? 'everyone,' : w)));
  await qaPage.getByRole('button', { name: 'Move to Final Review', exact: true }).click();
  await expect(statusChip(qaPage)).toContainText('Final Review');

  // 6. The admin marks it Submitted.
  await adminPage.goto(workflowUrl);
  await expect(adminPage.getByTestId('paragraph').first()).toContainText('everyone,');
  await adminPage.getByRole('button', { name: 'Move to Submitted', exact: true }).click();
  await expect(statusChip(adminPage)).toContainText('Submitted');
  // Submitting completed it: the chip says so, and "Mark complete" is not offered beside it.
  await expect(adminPage.getByTestId('workflow-completed')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

  // The history names every step, who took it and the statuses it moved between.
  const history = adminPage.getByRole('list', { name: 'History' });
  for (const line of [
    `${admin.firstName} Tester · Uploaded`,
    `${admin.firstName} Tester · Assigned: ${reviewer.firstName} Tester`,
    `${reviewer.firstName} Tester · Changed the status: Not Started → First Review`,
    `${reviewer.firstName} Tester · Submitted the review: First Review → QA Review`,
    `${qa.firstName} Tester · Took over for QA: QA Review`,
    `${qa.firstName} Tester · Validated: ${reviewer.firstName} Tester → validated`,
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
  // The card leads to the workflow and to the score, opened at what QA changed.
  await expect(open.getByRole('link', { name: 'Open the workflow “Harbour interview”' })).toHaveAttribute(
    'href',
    new URL(workflowUrl).pathname,
  );
  await open.getByRole('link', { name: `${reviewer.firstName} Tester’s score and what QA changed` }).click();
  await expect(adminPage.getByRole('button', { name: 'Hide the differences for Harbour interview' })).toBeVisible();
  await adminPage.goBack();
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

  // 9. The admin reopens it with an override, which asks first and says what will happen; the
  // completion goes with it, and "Mark complete" is offered again.
  await adminPage.goto(workflowUrl);
  await adminPage.getByRole('button', { name: 'Move to First Review (override)' }).click();
  const override = adminPage.getByRole('dialog', { name: 'Move “Harbour interview” to First Review?' });
  await expect(override).toContainText('the history records it as your override');
  await expect(override).toContainText('It is no longer marked complete.');
  await expectNoSeriousA11yViolations(adminPage, 'override confirmation');
  await override.getByRole('button', { name: 'Move to First Review' }).click();
  await expect(override).toBeHidden();
  await expect(statusChip(adminPage)).toContainText('First Review');
  await expect(adminPage.getByTestId('workflow-completed')).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Mark complete' })).toBeVisible();
  await adminPage.reload();
  await expect(adminPage.getByTestId('workflow-completed')).toHaveCount(0);
  await expect(history).toContainText(`${admin.firstName} Tester · Completion cleared by the move back`);
});
