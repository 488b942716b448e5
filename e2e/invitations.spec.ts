import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMailMatching } from './support/mailbox';
import { seededPodcast } from './support/podcast';
import { expect, signedInPage, test } from './support/more-pages';

/**
 * Joining an organisation is the person's choice (docs/product.md#organisations). An admin founds an
 * organisation from their profile (their own file stays listed, on their own page), then invites
 * someone who already has an account: nothing changes for that account and the admin sees only
 * "Invited" until its owner signs in, reads the invitation and accepts; they land as a member. A
 * member can leave again.
 */

const DIALOG = { within: '[role="dialog"]' };

test('an existing account invited to an organisation accepts, lands as a member, and may leave', async ({
  newPage,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = newAccount('Alma');
  const invitee = newAccount('Ines');
  await Promise.all([
    createAccount(request, admin, { verify: true }),
    createAccount(request, invitee, { verify: true }),
  ]);

  // The admin-to-be has a processed file of their own (seeded as a personal account's).
  await seededPodcast(request, admin, { seed: 'podcast-2spk-20s', title: 'Founder diary' });

  // 1. Founding asks first, and says what becomes of the founder's own files.
  const adminPage = await signedInPage(newPage, admin);
  await expect(adminPage.getByRole('link', { name: 'Founder diary' })).toBeVisible();
  await adminPage.goto('/account/profile');
  await adminPage.getByLabel('Organisation name').fill('Harbour Audio');
  await adminPage.getByRole('button', { name: 'Create organisation' }).click();
  const founding = adminPage.getByRole('dialog', { name: 'Create Harbour Audio?' });
  await expect(founding).toContainText('Your own files stay yours');
  await expectNoSeriousA11yViolations(adminPage, 'create organisation dialog', DIALOG);
  await founding.getByRole('button', { name: 'Create organisation' }).click();
  await expect(adminPage).toHaveURL('/organisation');
  // Its pages say which organisation this is.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Harbour Audio' })).toBeVisible();

  // ...and the founder's file is still listed, on their own page, apart from the workflows.
  await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your files' }).click();
  await expect(adminPage).toHaveURL('/files');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Your files' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Founder diary' })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage, "a member's own files");

  // 2. The admin invites the existing account as QA: the list says Invited, the members list has
  // only the admin.
  await adminPage.goto('/organisation/who-may-join');
  const addForm = adminPage.getByRole('form', { name: 'Add someone who may join' });
  await addForm.getByLabel(/^Email/).fill(invitee.email);
  await addForm.getByLabel('Role').click();
  await adminPage.getByRole('option', { name: 'QA', exact: true }).click();
  await addForm.getByRole('button', { name: 'Add' }).click();
  // The admin need not tell the person: the page says the invitation was mailed.
  await expect(adminPage.getByText(`We emailed an invitation to ${invitee.email}.`)).toBeVisible();
  const list = adminPage.getByRole('table', { name: 'Who may join' });
  await expect(list.getByRole('row', { name: new RegExp(invitee.email) })).toContainText('Invited');
  const mail = await waitForMailMatching(
    request,
    invitee.email,
    (m) => m.subject.includes('invited you to join'),
    'the invitation',
  );
  expect(mail.subject).toBe(`${admin.firstName} Tester invited you to join Harbour Audio on Scriptloom`);
  await adminPage.goto('/organisation/members');
  await expect(adminPage.getByRole('table', { name: 'Members' })).toContainText(admin.email);
  await expect(adminPage.getByRole('table', { name: 'Members' })).not.toContainText(invitee.email);

  // 3. The invited person signs in: still a personal account, with the invitation on the page.
  const inviteePage = await newPage();
  await inviteePage.goto('/auth/login');
  await signInThroughForm(inviteePage, invitee);
  await expect(inviteePage.getByRole('heading', { name: 'Your files' })).toBeVisible();
  const notice = inviteePage.getByRole('status').filter({ hasText: 'invited you to join Harbour Audio' });
  await expect(notice).toHaveText(new RegExp(`${admin.firstName} Tester invited you to join Harbour Audio as QA\\.`));
  await expectNoSeriousA11yViolations(inviteePage, 'invitation notice');

  // 4. Accepting first says what joining means; then they land in the organisation's workflows as QA.
  await notice.getByRole('button', { name: /^Accept/ }).click();
  const joining = inviteePage.getByRole('dialog', { name: 'Join Harbour Audio?' });
  await expect(joining).toContainText('Its admins can then see and edit your profile, your plan and your usage.');
  await expect(joining).toContainText('Your own files stay yours');
  await expectNoSeriousA11yViolations(inviteePage, 'accept invitation dialog', DIALOG);
  await joining.getByRole('button', { name: 'Join Harbour Audio' }).click();
  await expect(inviteePage).toHaveURL('/enterprise/workflows');
  await expect(inviteePage.getByText('You joined Harbour Audio as QA.')).toBeVisible();
  await expect(inviteePage.getByTestId('workflow-empty')).toBeVisible();
  await expect(notice).toBeHidden();
  await inviteePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organisation' }).click();
  await expect(inviteePage.getByText('You are a QA in Harbour Audio.')).toBeVisible();

  // The admin now sees them joined, and among the members.
  await adminPage.goto('/organisation/who-may-join');
  await expect(list.getByRole('row', { name: new RegExp(invitee.email) })).toContainText('Joined');
  await adminPage.goto('/organisation/members');
  await expect(
    adminPage.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(invitee.email) }),
  ).toContainText('QA');

  // 5. The member leaves, after a confirmation; their account is personal again.
  await inviteePage.getByRole('button', { name: 'Leave the organisation' }).click();
  const leaving = inviteePage.getByRole('dialog', { name: 'Leave Harbour Audio?' });
  await expectNoSeriousA11yViolations(inviteePage, 'leave organisation dialog', DIALOG);
  await leaving.getByRole('button', { name: 'Leave Harbour Audio' }).click();
  await expect(inviteePage).toHaveURL('/account/profile');
  await expect(inviteePage.getByText('You left Harbour Audio.')).toBeVisible();
  await expect(inviteePage.getByRole('button', { name: 'Create organisation' })).toBeVisible();
  await inviteePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await adminPage.goto('/organisation/who-may-join');
  await expect(list.getByRole('row', { name: new RegExp(invitee.email) })).toContainText('Left');
  await expect(list.getByRole('button', { name: `Invite ${invitee.email} again` })).toBeVisible();
});

test('an admin renames the organisation from its pages; the name is checked and Escape changes nothing', async ({
  newPage,
  request,
}) => {
  const admin = newAccount('Rosa');
  await createAccount(request, admin, { verify: true });
  const login = await request.post('/api/v1/login', { data: { email: admin.email, password: admin.password } });
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
    data: { name: 'Tidewater Audio' },
  });
  expect(founded.status()).toBe(201);

  const page = await signedInPage(newPage, admin);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/organisation/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Audio' })).toBeVisible();
  await expect(page.getByText('Organisation · You are Admin')).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the organisation' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await name.fill('Changed my mind');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Audio' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  await name.fill('   ');
  await name.press('Enter');
  await expect(dialog.getByText('Give the organisation a name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rename organisation dialog', DIALOG);
  await name.fill('  Tidewater Sound  ');
  await name.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The organisation is now called Tidewater Sound.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Sound' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Sound' })).toBeVisible();
});
