import type { APIRequestContext } from '@playwright/test';
import { createAccount, newAccount, type TestAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, signedInPage, test } from './support/more-pages';

/**
 * Members' profiles (docs/product.md#organisations): an admin lists the members (GET /v1/user/all),
 * opens one (GET /v1/user/profile/{id}) and changes a field (POST /v1/user/profile with user_id);
 * the change is stored. QA and reviewers get no edit controls.
 */

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('an admin edits a member’s first name from the members list; QA and reviewers cannot', async ({
  newPage,
  request,
}) => {
  test.setTimeout(150_000);
  // An organisation set up through the API: its admin, a QA and a reviewer who joined by signing up.
  const admin = newAccount('Alma');
  const qa = newAccount('Quinn');
  const reviewer = newAccount('Remy');
  await createAccount(request, admin, { verify: true });
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${await tokenOf(request, admin)}` },
    data: { name: 'Lighthouse Audio' },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const headers = { authorization: `Bearer ${((await founded.json()) as { token: string }).token}` };
  for (const [person, role] of [
    [qa, 'qa'],
    [reviewer, 'reviewer'],
  ] as const) {
    const listed = await request.post('/api/login/valid-users', { headers, data: { email: person.email, role } });
    expect(listed.status(), await listed.text()).toBe(201);
    await createAccount(request, person, { verify: true });
  }

  // 1. The admin opens the members list and, from it, the QA's profile.
  const adminPage = await signedInPage(newPage, admin);
  await expect(adminPage).toHaveURL('/enterprise/workflows');
  await adminPage.goto('/organisation/members');
  const members = adminPage.getByRole('table', { name: 'Members' });
  const qaRow = members.getByRole('row', { name: new RegExp(qa.email) });
  await expect(qaRow).toContainText('QA');
  await qaRow.getByRole('link', { name: 'Quinn Tester' }).click();
  await expect(adminPage).toHaveURL(/\/organisation\/members\/[^/]+$/);
  const profileUrl = adminPage.url();
  await expect(adminPage.getByRole('heading', { name: 'Quinn Tester' })).toBeVisible();
  await expect(adminPage.getByText(qa.email)).toBeVisible();
  await expect(adminPage).toHaveTitle('Quinn Tester · Scriptloom');
  const firstName = adminPage.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue('Quinn');
  await expectNoSeriousA11yViolations(adminPage, 'member profile');

  // 2. They change the first name (the server trims it) and save it; the server's words show.
  await firstName.fill('  Quincy ');
  await adminPage.getByRole('button', { name: 'Save first name' }).click();
  await expect(adminPage.getByText('Profile updated successfully.')).toBeVisible();
  await expect(firstName).toHaveValue('Quincy');
  await expect(adminPage.getByRole('heading', { name: 'Quincy Tester' })).toBeVisible();

  // An empty first name is refused before anything is sent, under the field.
  await firstName.fill('');
  await firstName.press('Enter');
  await expect(adminPage.getByText('First name cannot be empty.')).toBeVisible();

  // 3. After a reload the page shows what the server stored, and so does the list.
  await adminPage.reload();
  await expect(adminPage.getByRole('textbox', { name: 'First name' })).toHaveValue('Quincy');
  await adminPage.getByRole('link', { name: '← All members' }).click();
  await expect(members.getByRole('row', { name: new RegExp(qa.email) })).toContainText('Quincy Tester');

  // The member sees their own profile changed.
  const qaToken = await tokenOf(request, qa);
  const own = await request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${qaToken}` } });
  expect(((await own.json()) as { first_name: string }).first_name).toBe('Quincy');

  // 4. QA see the list but no profile to open, and the profile's address shows no form.
  const qaPage = await signedInPage(newPage, qa);
  await expect(qaPage).toHaveURL('/enterprise/workflows');
  await qaPage.goto('/organisation/members');
  const qaList = qaPage.getByRole('table', { name: 'Members' });
  await expect(qaList.getByRole('row', { name: new RegExp(reviewer.email) })).toContainText('Reviewer');
  await expect(qaList.getByRole('link')).toHaveCount(0);
  await qaPage.goto(new URL(profileUrl).pathname);
  await expect(qaPage.getByText("Only admins see and edit members' profiles.")).toBeVisible();
  await expect(qaPage.getByRole('textbox')).toHaveCount(0);
  await expect(qaPage.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  // 5. A reviewer has no Members tab, and the profile's address shows no form either.
  const reviewerPage = await signedInPage(newPage, reviewer);
  await expect(reviewerPage).toHaveURL('/enterprise/workflows');
  await reviewerPage.goto(new URL(profileUrl).pathname);
  await expect(reviewerPage.getByText("Only admins see and edit members' profiles.")).toBeVisible();
  await expect(reviewerPage.getByRole('tab', { name: 'Leave' })).toBeVisible();
  await expect(reviewerPage.getByRole('tab', { name: 'Members' })).toHaveCount(0);
  await expect(reviewerPage.getByRole('textbox')).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: /^Save/ })).toHaveCount(0);
});
