import type { APIRequestContext, Page } from '@playwright/test';
import { leaveSpan, leaveToday, type AutoAssignResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, type TestAccount } from './support/accounts';
import { seededFile } from './support/podcast';
import { expect, signedInPage, test } from './support/more-pages';

/**
 * Leave and auto-assign (docs/product.md#leave, #auto-assign): a reviewer asks for leave in the
 * web, the admin approves it there, and the admin's auto-assign gives the waiting workflows to the
 * other reviewers, evenly, and none to the one away.
 */

const day = (offset: number) => leaveToday(new Date(Date.now() + offset * 86_400_000));

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function signedIn(newPage: () => Promise<Page>, account: TestAccount): Promise<Page> {
  const page = await signedInPage(newPage, account);
  await expect(page).toHaveURL('/enterprise/workflows');
  return page;
}

test('a reviewer on approved leave is skipped by auto-assign, which balances the rest', async ({
  newPage,
  request,
}) => {
  test.setTimeout(180_000);
  // An organisation set up through the API: an admin and three reviewers (Ana, Ben, Cy).
  const admin = newAccount('Ada');
  await createAccount(request, admin, { verify: true });
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${await tokenOf(request, admin)}` },
    data: { name: 'Tideway Transcripts' },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const { token } = (await founded.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const [ana, ben, cy] = [newAccount('Ana'), newAccount('Ben'), newAccount('Cy')];
  for (const person of [ana, ben, cy]) {
    const listed = await request.post('/api/login/valid-users', {
      headers,
      data: { email: person.email, role: 'reviewer' },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    await createAccount(request, person, { verify: true });
  }

  // 1. Cy asks for three days of leave from today.
  const cyPage = await signedIn(newPage, cy);
  await cyPage.goto('/organisation/leave');
  const form = cyPage.getByRole('form', { name: 'Ask for leave' });
  await form.getByLabel('Type').selectOption('vacation');
  // Dates are typed as the pages show them ("27 Nov 2026"); another way of writing one (day first,
  // or YYYY-MM-DD) is written out that way once the field is left.
  const firstDay = form.getByRole('textbox', { name: 'First day' });
  const lastDay = form.getByRole('textbox', { name: 'Last day' });
  await firstDay.fill(leaveSpan(day(0), day(0)));
  await lastDay.fill(day(2));
  await lastDay.blur();
  await expect(lastDay).toHaveValue(leaveSpan(day(2), day(2)));
  await expect(form.getByRole('status')).toHaveText('3 days');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(cyPage.getByText('Your leave request was sent to your admins.')).toBeVisible();
  await expect(cyPage.getByRole('table', { name: 'Leave requests' })).toContainText('Pending');
  await expect(cyPage.getByRole('table', { name: 'Leave requests' })).toContainText(leaveSpan(day(0), day(2)));

  // 2. The admin approves it with a note; it shows on the timeline.
  const adminPage = await signedIn(newPage, admin);
  await adminPage.goto('/organisation/leave');
  const requests = adminPage.getByRole('table', { name: 'Leave requests' });
  await requests.getByRole('button', { name: /^Approve / }).click();
  const decide = adminPage.getByRole('dialog');
  await decide.getByLabel('Note for them (optional)').fill('Have a good rest.');
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('The leave was approved.')).toBeVisible();
  await expect(requests).toContainText('Approved');
  await expect(adminPage.getByLabel('Leave timeline', { exact: true })).toContainText('Cy');

  // 3. Four recordings wait for a first review, and Ana already has one workflow of her own.
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push(await seededFile(request, token, { seed: 'podcast-2spk-20s', title: `Tideway ${i}`, workflow: true }));
  }
  for (const id of ids) {
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/up/status/${id}`, { headers })).json()) as { status: string }).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('processed');
  }
  const members = (await (await request.get('/api/enterprise/get_company_members/accepted', { headers })).json()) as {
    items: { id: string; email: string; on_leave_until: string | null }[];
  };
  const idOf = (a: TestAccount) => members.items.find((m) => m.email === a.email)!.id;
  expect(members.items.find((m) => m.email === cy.email)!.on_leave_until).toBe(day(2));
  const assigned = await request.post(`/api/enterprise/workflow/${ids[0]}/assignee`, {
    headers,
    data: { user_id: idOf(ana) },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  // The assignment picker shows Cy as away.
  await adminPage.goto(`/enterprise/workflows/${ids[1]}`);
  await expect(adminPage.getByLabel('Add a member').locator('option', { hasText: 'on leave until' })).toHaveCount(1);

  // 4. The admin runs auto-assign from the workflow list.
  await adminPage.goto('/enterprise/workflows');
  await adminPage.getByRole('button', { name: 'Auto-assign' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Auto-assign' });
  const answer = adminPage.waitForResponse((r) => r.url().includes('/api/admin/trigger-auto-assign'));
  await dialog.getByRole('button', { name: 'Assign now' }).click();
  const result = (await (await answer).json()) as AutoAssignResponse;
  await expect(dialog.getByTestId('auto-assign-result')).toContainText('4 workflows were assigned.');
  expect(result.assigned.map((a) => a.member.id)).not.toContain(idOf(cy));
  // Ana had one already: Ben gets the first, and they end within one of each other.
  const total = new Map<string, number>([[idOf(ana), 1]]);
  for (const a of result.assigned) total.set(a.member.id, (total.get(a.member.id) ?? 0) + 1);
  expect(result.assigned[0]!.member.id).toBe(idOf(ben));
  expect(Math.abs(total.get(idOf(ana))! - total.get(idOf(ben))!)).toBeLessThanOrEqual(1);

  // Running it again finds nothing waiting.
  await dialog.getByRole('button', { name: 'Assign now' }).click();
  await expect(dialog.getByTestId('auto-assign-result')).toContainText('Nothing was waiting to be assigned.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(adminPage.getByRole('row', { name: /Tideway 4/ })).toContainText(/Ana|Ben/);
});
