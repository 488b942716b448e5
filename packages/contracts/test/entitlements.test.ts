import { describe, expect, it } from 'vitest';
import { entitlementsOf, packMinutesLeft, type Allowance } from '../src/entitlements.js';

/** docs/product.md#plans-and-limits */

const account = (over: Partial<Allowance>): Allowance => ({
  plan: 'free',
  transcript_total: 40,
  transcript_used: 0,
  audio_with_media_total: 0,
  audio_with_media_used: 0,
  ...over,
});

describe('what an account may make', () => {
  it('Flexi Free: neither written content nor media', () => {
    expect(entitlementsOf(account({}))).toEqual({ written_content: false, media: false, media_minutes_left: 0 });
  });

  it('Hobbyist: written content, no media', () => {
    const hobbyist = entitlementsOf(account({ plan: 'hobbyist_yearly', transcript_total: 240 }));
    expect(hobbyist).toMatchObject({ written_content: true, media: false });
  });

  it('Professional: written content and its media minutes, until they are spent', () => {
    const pro = { plan: 'professional_monthly', transcript_total: 240, audio_with_media_total: 240 };
    expect(entitlementsOf(account(pro))).toEqual({ written_content: true, media: true, media_minutes_left: 240 });
    expect(entitlementsOf(account({ ...pro, audio_with_media_used: 240 })).media).toBe(false);
  });

  it('a pack on Flexi Free: written content while pack minutes are left; a full pack media too', () => {
    // 40 plan minutes + 120 of a written content pack.
    expect(entitlementsOf(account({ transcript_total: 160, transcript_used: 100 })).written_content).toBe(true);
    expect(entitlementsOf(account({ transcript_total: 160, transcript_used: 160 })).written_content).toBe(false);
    const full = entitlementsOf(account({ transcript_total: 160, audio_with_media_total: 120 }));
    expect(full).toEqual({ written_content: true, media: true, media_minutes_left: 120 });
  });

  it('counts pack minutes after the plan’s own', () => {
    expect(packMinutesLeft(160, 30, 40)).toBe(120);
    expect(packMinutesLeft(160, 70, 40)).toBe(90);
    expect(packMinutesLeft(40, 70, 40)).toBe(0);
  });
});
