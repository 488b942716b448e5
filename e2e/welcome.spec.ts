import { expect, test } from '@playwright/test';
import type { PlansResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, SIGN_IN_REQUIRED, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * A first visit (docs/product.md#routes-of-the-web-app): a newcomer is greeted, not warned; an
 * expired session is still told to sign in; a wrong password's error does not outlive the next try.
 */

test('a newcomer at / sees what the product does, the server’s plans, and the ways in', async ({ page, request }) => {
  const catalogue = (await (await request.get('/api/payment/plans')).json()) as PlansResponse;
  await page.goto('/');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('From episode to transcript, show notes and clips');
  const plans = page.getByRole('region', { name: 'Plans' });
  for (const plan of catalogue.plans) {
    const card = plans.getByRole('region', { name: plan.name });
    await expect(card).toBeVisible();
    for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
  }
  // No scolding: nobody's session ended here.
  await expect(page.getByText(SIGN_IN_REQUIRED)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'welcome page');

  await page.setViewportSize({ width: 375, height: 812 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, 'welcome page on a phone');

  await page.getByRole('link', { name: 'Start free' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await page.goBack();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(SIGN_IN_REQUIRED)).toHaveCount(0);
});

test('a stored session the server no longer accepts is sent to sign in with the warning', async ({ page }) => {
  await page.addInitScript(() => {
    // What a browser keeps after signing in, with a token the server refuses (as after it expired).
    const user = { id: 'gone', email: 'gone@example.com', first_name: 'Gone', last_name: null, org_role: null };
    window.localStorage.setItem('userInfo', JSON.stringify({ ...user, email_verified: true }));
    window.localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJnb25lIn0.bm90LXNpZ25lZA');
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('alert').filter({ hasText: SIGN_IN_REQUIRED })).toBeVisible();
});

test('a wrong password’s error goes when the right one is sent, and does not follow into the app', async ({
  page,
  request,
}) => {
  const account = newAccount('Wren');
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, { ...account, password: 'Not the right password 42' });
  const wrong = page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' });
  await expect(wrong).toBeVisible();

  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
});
