import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BillingMessages, type PaymentResponse, type SubscribeResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Billing in the browser (docs/product.md#billing), on the built-in test processor: the plans page
 * with its yearly switch, checkout with a declined card, a bad and a good coupon and a paying card,
 * the success modal, a pack bought with the saved card, the invoices and a PDF, and cancelling.
 */

// Prices and dates are printed in the browser's locale; the expectations below are written in this one.
test.use({ locale: 'en-US' });

/** `minutes` of silence as a small MP3 (8 kHz mono, 8 kb/s): long, but a few megabytes. */
function longSilence(minutes: number): Buffer {
  const file = test.info().outputPath('long.mp3');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono`, '-t', String(minutes * 60)],
    ...['-c:a', 'libmp3lame', '-b:a', '8k', file],
  ]);
  return fs.readFileSync(file);
}

test('upgrade through checkout, buy a pack, download an invoice and cancel', async ({ page, request }) => {
  // About 35 s alone; twice that beside another browser test on a busy two-core machine.
  test.setTimeout(150_000);
  const account = newAccount('Bea');
  await createAccount(request, account, { verify: true });
  // Flexi Free takes files up to 40 minutes: a 45-minute recording is refused until the upgrade.
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const long = longSilence(45);
  const uploadLong = () =>
    request.post('/api/v1/up/save', {
      headers,
      multipart: { file: { name: 'long-episode.mp3', mimeType: 'audio/mpeg', buffer: long }, title: 'Long episode' },
    });
  const refused = await uploadLong();
  expect(refused.status()).toBe(413);
  expect(((await refused.json()) as { code: string }).code).toBe('TOO_LONG');

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/');

  // The plan card of the profile leads to the billing page; so does /plans.
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Plans & billing' }).click();
  await expect(page).toHaveURL('/account/billing');
  await page.goto('/plans');
  await expect(page).toHaveURL('/account/billing');
  await expect(page.getByRole('tab', { name: 'Plans & billing' })).toHaveAttribute('aria-selected', 'true');

  await expect(page.getByRole('note')).toContainText('Test mode: no real money is charged');
  const yourPlan = page.getByRole('region', { name: 'Your plan', exact: true });
  await expect(yourPlan).toContainText('Flexi Free');
  const free = page.getByRole('region', { name: 'Flexi Free', exact: true });
  await expect(free.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  const hobbyist = page.getByRole('region', { name: 'Hobbyist', exact: true });
  await expect(hobbyist).toContainText('$29.00');
  await expectNoSeriousA11yViolations(page, 'plans and billing');

  // Yearly prices are per month, billed yearly.
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hobbyist).toContainText('$24.00');
  await expect(hobbyist).toContainText('per month, billed yearly ($288.00 a year)');

  await hobbyist.getByRole('button', { name: 'Upgrade to Hobbyist' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout: Hobbyist' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(checkout).toContainText('$288.00 a year');
  await expect(checkout.getByRole('note')).toContainText('Test mode: no real money is charged');

  // A declined card: the processor's reason, in the modal.
  await checkout.getByRole('button', { name: 'tok_chargeDeclined (declined)' }).click();
  await expect(checkout.getByRole('textbox', { name: 'Card', exact: true })).toHaveValue('tok_chargeDeclined');
  await expect(checkout).toContainText('This card will be saved as your default card: renewals are charged to it.');
  await checkout.getByRole('button', { name: 'Pay $288.00' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(BillingMessages.declined);
  // The refused entry is cleared, so the next card starts from an empty field.
  await expect(checkout.getByRole('textbox', { name: 'Card', exact: true })).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'checkout with a declined card');

  // A code that does not exist is said under its field; WELCOME20 takes 20% off the first period.
  await checkout.getByLabel('Coupon code').fill('NOSUCHCODE');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText(BillingMessages.unknownCoupon)).toBeVisible();
  await checkout.getByLabel('Coupon code').fill('WELCOME20');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Applied: 20% off the first payment')).toBeVisible();
  await expect(checkout.getByText('Due today: $230.40')).toBeVisible();
  // Switching the period keeps the coupon, worked out again for the other period.
  await checkout.getByRole('radio', { name: 'Monthly' }).check();
  await expect(checkout.getByText('Due today: $23.20')).toBeVisible();
  await expect(checkout.getByText('Applied: 20% off the first payment')).toBeVisible();
  await checkout.getByRole('radio', { name: 'Yearly' }).check();
  await expect(checkout.getByText('Due today: $230.40')).toBeVisible();

  await checkout.getByRole('button', { name: 'tok_visa (succeeds)' }).click();
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/payment/subscribe') && r.request().method() === 'POST',
  );
  await checkout.getByRole('button', { name: 'Pay $230.40' }).click();
  const subscribeAnswer = (await (await subscribed).json()) as SubscribeResponse;
  expect(subscribeAnswer.success).toBe(BillingMessages.subscribed);
  // 'Plan Upgraded' is a success toast; the dialog beside it shows the plan now held.
  await expect(page.getByText(BillingMessages.subscribed)).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Payment complete' });
  await expect(success).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(success).toContainText('You are now on Hobbyist (yearly).');
  await expectNoSeriousA11yViolations(page, 'payment success modal');
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(success).toBeHidden();

  // The page now holds Hobbyist, paid yearly, with the card saved as the default.
  await expect(yourPlan).toContainText('Hobbyist (yearly)');
  // Hobbyist takes files up to 90 minutes: the same recording is accepted now (and deleted again
  // at once: processing it is not what this test is about).
  const accepted = await uploadLong();
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { id: longId } = (await accepted.json()) as { id: string };
  expect((await request.get(`/api/up/delete/${longId}`, { headers })).ok()).toBe(true);
  await expect(hobbyist.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Professional', exact: true }).getByRole('button')).toHaveText(
    'Upgrade',
  );
  await expect(free.getByRole('button', { name: 'Downgrade to Flexi Free' })).toBeEnabled();
  const cards = page.getByRole('region', { name: 'Cards', exact: true });
  await expect(cards).toContainText('Visa ending in 4242');
  await expect(cards).toContainText('Default');

  // A card the processor refuses is not saved, and the modal says why.
  await cards.getByRole('button', { name: 'Add card' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add a card' });
  await addCard.getByRole('button', { name: 'tok_chargeDeclinedExpiredCard (expired card)' }).click();
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByRole('alert')).toHaveText(BillingMessages.expired);
  await addCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(addCard).toBeHidden();
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // One written content pack, paid with the saved card.
  await page.getByRole('button', { name: 'Buy Written content pack' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy Written content pack' });
  await expect(buy.getByLabel('Number of packs')).toHaveValue('1');
  await expect(buy).toContainText('Leave empty to pay with your default card, Visa ending in 4242.');
  // Whether a new card becomes the default is asked, unticked, once one is typed in.
  const makeDefault = buy.getByRole('checkbox', { name: 'Make this my default card (renewals are charged to it)' });
  await expect(makeDefault).toHaveCount(0);
  await buy.getByRole('textbox', { name: 'Card', exact: true }).fill('tok_mastercard');
  await expect(makeDefault).not.toBeChecked();
  await buy.getByRole('textbox', { name: 'Card', exact: true }).fill('');
  await expect(makeDefault).toHaveCount(0);
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/v1/payment') && r.request().method() === 'POST');
  await buy.getByRole('button', { name: 'Pay $19.00' }).click();
  const boughtAnswer = (await (await bought).json()) as PaymentResponse;
  expect(boughtAnswer.success).toBeTruthy();
  await expect(buy).toBeHidden();
  await expect(page.getByText(boughtAnswer.success)).toBeVisible();

  // Two invoices (the discounted plan and the pack), their total, and a PDF for each.
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  const rows = invoices.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(invoices.getByRole('cell', { name: '$230.40' })).toBeVisible();
  await expect(invoices.getByRole('cell', { name: '$19.00' })).toBeVisible();
  await expect(invoices.locator('tfoot')).toContainText('$249.40');
  await expectNoSeriousA11yViolations(page, 'billing with invoices and a card');

  const amount = (await rows.first().getByRole('cell').nth(2).textContent()) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows
      .first()
      .getByRole('link', { name: /^Download PDF/ })
      .click(),
  ]);
  const pdfPath = await download.path();
  expect(fs.readFileSync(pdfPath).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Invoice');
  expect(text).toContain(account.email);
  expect(text).toContain(`Amount paid: ${amount}`);

  // A downgrade (yearly to monthly of the same plan) waits for the billing date: confirmed in the
  // change plan modal, which closes once it is done.
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Switch to monthly (Hobbyist)' }).click();
  const change = page.getByRole('dialog', { name: /^Change to Hobbyist/ });
  await expect(change).toContainText('Nothing is charged now.');
  await expectNoSeriousA11yViolations(page, 'change plan modal');
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText(BillingMessages.downgradeScheduled)).toBeVisible();
  await expect(rows).toHaveCount(2);

  // Cancelling: confirmed in a modal, the plan runs to the next billing date.
  await yourPlan.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancel).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cancel subscription modal');
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/v1/payment') && r.request().method() === 'POST');
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancelAnswer = (await (await cancelled).json()) as PaymentResponse;
  expect(cancelAnswer.success).toBe(BillingMessages.cancelled);
  await expect(cancel).toBeHidden();
  await expect(page.getByText(BillingMessages.cancelled)).toBeVisible();
  expect(cancelAnswer.account.pending_plan).toBe('free');
  expect(cancelAnswer.account.next_billing_date).toBeTruthy();
  const ends = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    cancelAnswer.account.next_billing_date!,
  );
  await expect(yourPlan).toContainText(`your Hobbyist (yearly) plan ends on ${ends}`);
  await expect(yourPlan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  // It is stored, not only shown.
  await page.reload();
  await expect(yourPlan).toContainText(`plan ends on ${ends}`);
  await expect(rows).toHaveCount(2);

  // Until that date the subscription can be resumed, with nothing charged.
  await yourPlan.getByRole('button', { name: 'Resume subscription' }).click();
  // Nothing is charged, and the notice says what happened rather than 'Plan Upgraded'.
  await expect(page.getByText(BillingMessages.resumed)).toBeVisible();
  await expect(yourPlan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(yourPlan).not.toContainText('plan ends on');
  await expect(rows).toHaveCount(2);
});
