import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCardRequest,
  BillingAccount,
  CouponRequest,
  CouponResponse,
  IdempotencyHeaders,
  PaymentRequest,
  PaymentResponse,
  PlansResponse,
  ProcessorEvent,
  CheckoutQuote,
  QuoteRequest,
  SubscribeRequest,
  SubscribeResponse,
  WebhookHeaders,
  WebhookReceipt,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { HEAVY_WORK } from '../http/openapi/error-answers.js';
import { currentUser } from '../http/authenticate.js';
import { attachment } from '../http/attachment.js';
import { billingAccount, plans } from '../services/billing/account.js';
import { addCard, makeDefaultCard, removeCard } from '../services/billing/cards.js';
import { checkCoupon, quote, subscribe } from '../services/billing/checkout.js';
import { invoicePdf } from '../services/billing/invoices.js';
import { payment } from '../services/billing/payment.js';
import { handleWebhook } from '../services/billing/webhooks.js';
import { publicRoute } from '../http/access-guard.js';
import { bodyDescribedOnly, fileAnswer } from '../http/openapi/file-answers.js';

const tags = ['billing'];
const security = [{ bearer: [] }];
const CardParams = z.object({ id: z.string().uuid() });
const InvoiceQuery = z.object({
  uid: z.string().max(64),
  exp: z.coerce.number().int(),
  sig: z.string().max(128),
});

/** Plans, checkout, packs, invoices and cards (docs/product.md#billing). */
export function billingRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/payment/plans', { ...publicRoute, schema: { tags, response: { 200: PlansResponse } } }, async () =>
      plans(ctx),
    );

    app.get('/payment/account', { schema: { tags, security, response: { 200: BillingAccount } } }, async (req) =>
      billingAccount(ctx, currentUser(req).id),
    );

    app.post(
      '/payment/coupon',
      { schema: { tags, security, body: CouponRequest, response: { 200: CouponResponse } } },
      async (req) => checkCoupon(ctx, currentUser(req), req.body.coupon_code, req.body.plan),
    );

    app.post(
      '/payment/quote',
      { schema: { tags, security, body: QuoteRequest, response: { 200: CheckoutQuote } } },
      async (req) => quote(ctx, currentUser(req), req.body),
    );

    app.post(
      '/v1/payment/subscribe',
      {
        schema: {
          tags,
          security,
          headers: IdempotencyHeaders,
          body: SubscribeRequest,
          response: { 200: SubscribeResponse },
          errors: [402, 409, 503],
        },
      },
      async (req) => subscribe(ctx, currentUser(req), req.body, req.headers['idempotency-key']),
    );

    app.post(
      '/v1/payment',
      {
        schema: {
          tags,
          security,
          headers: IdempotencyHeaders,
          body: PaymentRequest,
          response: { 200: PaymentResponse },
          errors: [402, 409, 503],
        },
      },
      async (req) => payment(ctx, currentUser(req), req.body, req.headers['idempotency-key']),
    );

    app.post(
      '/payment/cards',
      { schema: { tags, security, body: AddCardRequest, response: { 200: BillingAccount }, errors: [402, 503] } },
      async (req) => addCard(ctx, currentUser(req), req.body.token_id, req.body.default ?? false),
    );

    app.delete(
      '/payment/cards/:id',
      { schema: { tags, security, params: CardParams, response: { 200: BillingAccount }, errors: [503] } },
      async (req) => removeCard(ctx, currentUser(req), req.params.id),
    );

    app.put(
      '/payment/cards/:id/default',
      { schema: { tags, security, params: CardParams, response: { 200: BillingAccount }, errors: [503] } },
      async (req) => makeDefaultCard(ctx, currentUser(req), req.params.id),
    );

    // The signed link is the permission, so a plain link downloads it.
    app.get(
      '/payment/invoices/:id/pdf',
      {
        ...publicRoute,
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          querystring: InvoiceQuery,
          response: { 200: fileAnswer(['application/pdf'], 'The invoice as a PDF') },
          errors: [403, ...HEAVY_WORK],
        },
      },
      async (req, reply) => {
        const { body, fileName } = await invoicePdf(ctx, req.params.id, req.query);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

    // The processor signs the exact bytes it sent: this route reads its body unparsed.
    await app.register(async (raw) => {
      raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
        done(null, body),
      );
      raw.post(
        '/payment/webhook',
        {
          ...publicRoute,
          ...bodyDescribedOnly,
          schema: {
            tags,
            description: "The payment processor's events, verified by their signature.",
            headers: WebhookHeaders,
            body: ProcessorEvent,
            response: { 200: WebhookReceipt },
            errors: [503],
          },
        },
        async (req) =>
          handleWebhook(ctx, req.body as unknown as Buffer, req.headers['stripe-signature'] as string | undefined),
      );
    });
  };
}
