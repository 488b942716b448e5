import { describe, expect, it } from 'vitest';
import { planChange, periodPrice } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import {
  addPacks,
  addPeriod,
  endPaidPeriod,
  packLeft,
  removePacks,
  startPeriod,
} from '../../src/services/billing/allowances.js';

// docs/product.md#usage and #billing: how plans and packs move the counters, as pure functions.

const user = (fields: Partial<UserRow>): UserRow =>
  ({
    plan: 'free',
    transcript_total: 40,
    transcript_used: 0,
    audio_with_media_total: 0,
    audio_with_media_used: 0,
    ...fields,
  }) as UserRow;

describe('billing allowances', () => {
  it('counts pack minutes left after the plan minutes are used first', () => {
    expect(packLeft(240 + 120, 100, 240)).toBe(120);
    expect(packLeft(240 + 120, 300, 240)).toBe(60);
    expect(packLeft(240 + 120, 400, 240)).toBe(0);
    expect(packLeft(240, 10, 240)).toBe(0);
  });

  it('moves a billing date by a month or a year, keeping the day where the month has it', () => {
    expect(addPeriod(new Date('2026-01-15T10:00:00Z'), 'hobbyist_monthly').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), 'hobbyist_monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-12-31T00:00:00Z'), 'professional_monthly').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(addPeriod(new Date('2028-02-29T00:00:00Z'), 'hobbyist_yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('starts a period: the new plan minutes plus packs left, used back to 0, the next charge discounted while the coupon lasts', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const patch = startPeriod(user({ transcript_total: 40 + 120, transcript_used: 50 }), 'professional_yearly', at, {
      percent: 20,
      monthsLeft: 12,
    });
    expect(patch).toMatchObject({
      plan: 'professional_yearly',
      transcript_total: 240 + 110,
      transcript_used: 0,
      audio_with_media_total: 240,
      audio_with_media_used: 0,
      // 20% of 768.00 for the next twelve months: the whole next yearly payment.
      plan_amount_cents: 61_440,
      discount_months_left: 12,
      pending_plan: null,
    });
    expect(patch.next_billing_date?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    const free = startPeriod(user({ plan: 'hobbyist_monthly', transcript_total: 240 }), 'free', at, {
      percent: 20,
      monthsLeft: 3,
    });
    expect(free).toMatchObject({ plan: 'free', next_billing_date: null, plan_amount_cents: 0, discount_percent: 0 });
  });

  it('adds packs: written content to transcription, a full pack to media too', () => {
    const base = user({ transcript_total: 240, audio_with_media_total: 240 });
    expect(addPacks(base, { id: 'written_120', name: 'W', price: 1900, minutes: 120, tier: 'limited' }, 2)).toEqual({
      transcript_total: 480,
    });
    expect(addPacks(base, { id: 'media_120', name: 'M', price: 3900, minutes: 120, tier: 'full' }, 1)).toEqual({
      transcript_total: 360,
      audio_with_media_total: 360,
    });
  });

  it('ends a paid period for a refund: Free from then, pack minutes kept, plan minutes used count against Free', () => {
    const at = new Date('2026-03-10T00:00:00Z');
    // Hobbyist (240) with one written pack (120): 100 used, all from the plan's own minutes.
    const patch = endPaidPeriod(user({ plan: 'hobbyist_monthly', transcript_total: 360, transcript_used: 100 }), at);
    expect(patch).toMatchObject({
      plan: 'free',
      next_billing_date: null,
      plan_amount_cents: 0,
      pending_plan: null,
      transcript_total: 40 + 120,
      transcript_used: 40,
    });
  });

  it('takes packs back, never below what was used', () => {
    const pack = { id: 'media_120', name: 'M', price: 3900, minutes: 120, tier: 'full' } as const;
    expect(
      removePacks(user({ transcript_total: 360, transcript_used: 10, audio_with_media_total: 360 }), pack, 1),
    ).toEqual({ transcript_total: 240, audio_with_media_total: 240 });
    expect(
      removePacks(user({ transcript_total: 280, transcript_used: 250, audio_with_media_total: 120 }), pack, 1),
    ).toEqual({
      transcript_total: 250,
      audio_with_media_total: 0,
    });
  });

  it('ranks plan changes and prices periods', () => {
    expect(planChange('free', 'hobbyist_monthly')).toBe('upgrade');
    expect(planChange('professional_monthly', 'hobbyist_yearly')).toBe('downgrade');
    expect(planChange('hobbyist_monthly', 'hobbyist_yearly')).toBe('upgrade');
    expect(planChange('hobbyist_yearly', 'hobbyist_monthly')).toBe('downgrade');
    expect(planChange('hobbyist_yearly', 'hobbyist_yearly')).toBe('same');
    expect([periodPrice('free'), periodPrice('hobbyist_yearly'), periodPrice('professional_monthly')]).toEqual([
      0, 28800, 6900,
    ]);
  });
});
