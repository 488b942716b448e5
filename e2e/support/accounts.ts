import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFrom, confirmationMail, listMail } from './mailbox';

export const SIGN_IN_REQUIRED = 'You must sign in to your Scriptloom AI account to continue.';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
}

/** Unique per call, so tests never collide with each other or with an earlier run's data. */
export function newAccount(firstName = 'Ada'): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  // Passwords must pass the strength check: nothing from the email or the names in them.
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  return { email: `e2e-${id}@example.com`, password: `Quartz lantern ${digits} meadow`, firstName };
}

/** Creates an account through the API (fast set-up for tests that are about something else). */
export async function createAccount(request: APIRequestContext, account: TestAccount, options: { verify: boolean }) {
  const signup = await request.post('/api/v1/signup', {
    data: { email: account.email, password: account.password, first_name: account.firstName, last_name: 'Tester' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (!options.verify) return;
  const code = codeFrom(await confirmationMail(request, account.email));
  const confirm = await request.post('/api/signup/confirm-email', { data: { email: account.email, code } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

export async function signInThroughForm(page: Page, account: TestAccount) {
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Password/).press('Enter');
}

export async function mailCount(request: APIRequestContext, email: string) {
  return (await listMail(request, email)).length;
}

/**
 * Puts the account on a paid plan through the billing route, paid with the test processor's card,
 * as a person upgrading would: for tests of what a plan includes (docs/product.md#plans-and-limits:
 * written content needs Hobbyist or more, audiograms Professional). Do it before seeding files, since
 * processing writes only what the plan includes.
 */
export async function subscribeTo(
  request: APIRequestContext,
  account: TestAccount,
  plan: 'hobbyist_monthly' | 'professional_monthly',
): Promise<void> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const paid = await request.post('/api/v1/payment/subscribe', {
    headers: { authorization: `Bearer ${token}` },
    data: { plan, token_id: 'tok_visa' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}
