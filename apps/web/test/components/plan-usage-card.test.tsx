import type { UserProfile } from '@scriptloom/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlanUsageCard } from '../../src/features/account/PlanUsageCard';
import { renderPage } from './support/render';

const profile = (over: Partial<UserProfile> = {}): UserProfile => ({
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  podcast_name: '',
  company_name: '',
  bio: '',
  vocabulary: [],
  profanity_filter: 'mask',
  org_role: null,
  email_verified: true,
  two_step_enabled: false,
  plan: 'hobbyist_monthly',
  plan_details: { plan: 'hobbyist_monthly', start_date: null, next_billing_date: null, amount: 2900 },
  transcript_used: 0,
  transcript_total: 240,
  audio_used: 0,
  audio_total: 240,
  media_content: 0,
  audio_with_media_used: 0,
  audio_with_media_total: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('PlanUsageCard', () => {
  it('prints the price with its currency, as the plans page does', () => {
    renderPage(
      <MemoryRouter>
        <PlanUsageCard profile={profile()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('$29.00 per month')).toBeTruthy();
  });

  it('says a yearly price is per year', () => {
    renderPage(
      <MemoryRouter>
        <PlanUsageCard
          profile={profile({
            plan: 'hobbyist_yearly',
            plan_details: { plan: 'hobbyist_yearly', start_date: null, next_billing_date: null, amount: 28800 },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('$288.00 per year')).toBeTruthy();
  });
});
