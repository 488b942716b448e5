import { BillingMessages, ErrorCode, type BillingAccount } from '@scriptloom/contracts';
import type { CardRow, UserRow } from '@scriptloom/db';
import { AppError, notFound } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import type { ServiceContext } from '../context.js';
import { billingAccount, cardUsable } from './account.js';
import { asPaymentFailure, processorOf } from './processor-access.js';

/** The processor's customer for the user, made (and remembered) on first use. */
export async function customerOf(ctx: ServiceContext, user: UserRow): Promise<string> {
  const processor = processorOf(ctx);
  if (user.payment_customer_id) return user.payment_customer_id;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const id = await processor
    .ensureCustomer({ id: user.id, email: user.email, name, customerId: null })
    .catch(asPaymentFailure);
  await ctx.repos.billing.setCustomerId(user.id, id);
  return id;
}

/** Saves the card a token stands for; a refused card is a 402 with the reason, and nothing is saved. */
export async function saveCard(
  ctx: ServiceContext,
  user: UserRow,
  tokenId: string,
  makeDefault: boolean,
): Promise<CardRow> {
  const processor = processorOf(ctx);
  const customer = await customerOf(ctx, user);
  const card = await processor.attachCard(customer, tokenId).catch(asPaymentFailure);
  return ctx.repos.billing.addCard(
    user.id,
    {
      processor: processor.kind,
      ref: card.ref,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    },
    makeDefault,
  );
}

/**
 * The card to charge: a new one from a token (the default only if the person chose so, or if it is
 * their first card), else the default card.
 */
export async function cardForPayment(
  ctx: ServiceContext,
  user: UserRow,
  tokenId: string | undefined,
  makeDefault: boolean,
): Promise<CardRow> {
  if (tokenId) return saveCard(ctx, user, tokenId, makeDefault);
  const card = await ctx.repos.billing.defaultCard(user.id);
  if (!card) throw new AppError(402, ErrorCode.paymentFailed, BillingMessages.noCard);
  if (!cardUsable(card)) throw new AppError(402, ErrorCode.paymentFailed, BillingMessages.expired);
  return card;
}

export async function addCard(
  ctx: ServiceContext,
  user: UserRow,
  tokenId: string,
  makeDefault = false,
): Promise<BillingAccount> {
  await saveCard(ctx, user, tokenId, makeDefault);
  return billingAccount(ctx, user.id);
}

export async function removeCard(ctx: ServiceContext, user: UserRow, cardId: string): Promise<BillingAccount> {
  const removed = await ctx.repos.billing.removeCard(user.id, cardId);
  if (!removed) throw notFound(BillingMessages.cardNotFound);
  if (user.payment_customer_id) {
    // Already gone from our records; the processor keeping a detached card costs nothing.
    await processorOf(ctx)
      .detachCard(user.payment_customer_id, removed.ref)
      .catch(logAndContinue(ctx.log, 'warn', 'could not detach a removed card'));
  }
  return billingAccount(ctx, user.id);
}

export async function makeDefaultCard(ctx: ServiceContext, user: UserRow, cardId: string): Promise<BillingAccount> {
  if (!(await ctx.repos.billing.setDefaultCard(user.id, cardId))) throw notFound(BillingMessages.cardNotFound);
  return billingAccount(ctx, user.id);
}
