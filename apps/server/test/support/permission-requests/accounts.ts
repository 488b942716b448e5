import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { testWebhookSecret } from '../../../src/payments/create-processor.js';
import type { Persona } from '../enterprise.js';
import { bearer, TEST_PASSWORD, uniqueEmail } from '../test-app.js';
import { actor, get, json, type CaseInput, type PreparedRequest, type RequestSpec, type World } from './spec.js';

/** A card the persona adds through the API; answers its id. */
async function cardOf(w: World, p: Persona): Promise<string> {
  const db = w.t.runtime.database.db;
  const before = new Set(
    (await db.select({ id: schema.cards.id }).from(schema.cards).where(eq(schema.cards.user_id, p.id))).map(
      (c) => c.id,
    ),
  );
  const res = await w.t.request({
    method: 'POST',
    url: '/api/payment/cards',
    headers: bearer(p.token),
    payload: { token_id: 'tok_visa' },
  });
  const added = (res.json() as { cards?: { id: string }[] }).cards?.find((c) => !before.has(c.id));
  if (!added) throw new Error(`no card added: ${res.body}`);
  return added.id;
}

/** Another account's card: the other personal user's, or the owner's when that is the caller. */
const strangersCard = (input: CaseInput) =>
  cardOf(input.w, input.caller === 'other' ? input.w.cast.owner : input.w.cast.other);

let webhooks = 0;
/** An event the processor would send (one the product takes note of and has nothing to do for), signed as it signs. */
function signedWebhook(w: World): PreparedRequest {
  const body = JSON.stringify({
    id: `evt_matrix_${++webhooks}_${Date.now()}`,
    type: 'customer.updated',
    data: { object: { id: 'cus_matrix' } },
  });
  return { method: 'POST', url: '/api/payment/webhook', payload: body, headers: webhookHeaders(w, body) };
}

function webhookHeaders(w: World, body: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', testWebhookSecret(w.t.runtime.ctx.secret))
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${v1}` };
}

/** Requests of accounts, the system and billing. */
export const ACCOUNT_REQUESTS: Record<string, RequestSpec> = {
  // Accounts and the system
  'GET /api/health': { build: () => get('/api/health') },
  'GET /api/client-settings': { build: () => get('/api/client-settings') },
  'GET /api/dev/mailbox': { build: ({ w }) => get(`/api/dev/mailbox?to=${encodeURIComponent(w.account.email)}`) },
  'GET /api/metrics': { build: () => get('/api/metrics') },
  'POST /api/v1/signup': {
    build: () =>
      json('POST', '/api/v1/signup', { email: uniqueEmail('matrix'), password: TEST_PASSWORD, first_name: 'Sam' }),
  },
  'POST /api/signup/confirm-email': {
    waitsForMail: true,
    build: async ({ w, caller }) => json('POST', '/api/signup/confirm-email', (await w.mailed).confirm[caller]),
  },
  'POST /api/signup/resend-verification-email': {
    build: () => json('POST', '/api/signup/resend-verification-email', { email: uniqueEmail('matrix-unconfirmed') }),
  },
  'POST /api/v1/login': {
    serial: true,
    build: ({ w }) => json('POST', '/api/v1/login', w.account),
  },
  'POST /api/v1/login/verify': {
    waitsForMail: true,
    build: async ({ w, caller }) => json('POST', '/api/v1/login/verify', (await w.mailed).verify[caller]),
  },
  'POST /api/login/reset-password-link': {
    build: ({ w }) => json('POST', '/api/login/reset-password-link', { email: w.account.email }),
  },
  'POST /api/login/confirm-reset-password': {
    waitsForMail: true,
    build: async ({ w, caller }) =>
      json('POST', '/api/login/confirm-reset-password', {
        token: (await w.mailed).reset[caller].token,
        password: 'a newer tram of 1988 hums',
      }),
  },
  'GET /api/v1/user/profile': { build: () => get('/api/v1/user/profile') },
  'POST /api/v1/user/profile (own)': {
    build: () => json('POST', '/api/v1/user/profile', { bio: 'Edited by the permission matrix.' }),
  },
  "POST /api/v1/user/profile (the reviewer's)": {
    build: ({ w }) =>
      json('POST', '/api/v1/user/profile', { user_id: w.cast.reviewer.id, bio: 'Edited by the permission matrix.' }),
  },
  'POST /api/user/profile': {
    build: () => json('POST', '/api/user/profile', { bio: 'Edited by the permission matrix.' }),
  },
  'POST /api/user/password': {
    serial: true,
    build: (input) => ({
      ...json('POST', '/api/user/password', {
        current_password: actor(input).password,
        new_password: 'another tram of 1989 hums',
      }),
      after: () => input.w.restoreAccounts(),
    }),
  },
  'GET /api/user/email-verification': { build: () => get('/api/user/email-verification') },
  'POST /api/user/two-step': {
    serial: true,
    build: ({ w }) => ({ ...json('POST', '/api/user/two-step', { enabled: true }), after: () => w.restoreAccounts() }),
  },

  // Billing
  'GET /api/payment/plans': { build: () => get('/api/payment/plans') },
  'GET /api/payment/account': { build: () => get('/api/payment/account') },
  'POST /api/payment/coupon': {
    build: () => json('POST', '/api/payment/coupon', { coupon_code: 'WELCOME20', plan: 'hobbyist_monthly' }),
  },
  'POST /api/payment/quote': { build: () => json('POST', '/api/payment/quote', { plan: 'professional_monthly' }) },
  'POST /api/v1/payment/subscribe': {
    build: () => json('POST', '/api/v1/payment/subscribe', { plan: 'hobbyist_monthly', token_id: 'tok_visa' }),
  },
  'POST /api/v1/payment': {
    build: () => json('POST', '/api/v1/payment', { plan: 'media_120', add_on: 1, token_id: 'tok_visa' }),
  },
  'POST /api/payment/cards': {
    serial: true,
    build: () => json('POST', '/api/payment/cards', { token_id: 'tok_visa' }),
  },
  'DELETE /api/payment/cards/{id} (own card)': {
    serial: true,
    build: async (input) => json('DELETE', `/api/payment/cards/${await cardOf(input.w, actor(input))}`),
  },
  "DELETE /api/payment/cards/{id} (another account's card)": {
    serial: true,
    build: async (input) => json('DELETE', `/api/payment/cards/${await strangersCard(input)}`),
  },
  'PUT /api/payment/cards/{id}/default (own card)': {
    serial: true,
    build: async (input) => json('PUT', `/api/payment/cards/${await cardOf(input.w, actor(input))}/default`),
  },
  "PUT /api/payment/cards/{id}/default (another account's card)": {
    serial: true,
    build: async (input) => json('PUT', `/api/payment/cards/${await strangersCard(input)}/default`),
  },
  'GET /api/payment/invoices/{id}/pdf': { build: ({ w }) => get(w.invoiceUrl) },

  // Routes the OpenAPI document leaves out
  'GET /api/docs': { build: () => get('/api/docs') },
  'POST /api/payment/webhook': { build: ({ w }) => signedWebhook(w) },
};
