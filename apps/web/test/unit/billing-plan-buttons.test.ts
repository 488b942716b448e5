import { describe, expect, it } from 'vitest';
import { planButton } from '../../src/features/billing/billing-format';

describe('plan buttons', () => {
  it('marks the plan held and offers upgrades through checkout', () => {
    expect(planButton('free', 'free', 'monthly')).toEqual({ action: 'current', label: 'Current plan', target: 'free' });
    expect(planButton('free', 'free', 'yearly').action).toBe('current');
    expect(planButton('free', 'hobbyist', 'yearly')).toEqual({
      action: 'checkout',
      label: 'Upgrade',
      target: 'hobbyist_yearly',
    });
    expect(planButton('hobbyist_monthly', 'professional', 'monthly').label).toBe('Upgrade');
  });

  it('switches the plan held between periods: yearly through checkout, monthly at the billing date', () => {
    expect(planButton('hobbyist_monthly', 'hobbyist', 'yearly')).toEqual({
      action: 'checkout',
      label: 'Switch to yearly',
      target: 'hobbyist_yearly',
    });
    expect(planButton('hobbyist_yearly', 'hobbyist', 'monthly')).toEqual({
      action: 'downgrade',
      label: 'Switch to monthly',
      target: 'hobbyist_monthly',
    });
    expect(planButton('hobbyist_yearly', 'hobbyist', 'yearly').action).toBe('current');
  });

  it('confirms a downgrade, and treats Free on a paid plan as cancelling', () => {
    expect(planButton('professional_yearly', 'hobbyist', 'yearly')).toEqual({
      action: 'downgrade',
      label: 'Downgrade',
      target: 'hobbyist_yearly',
    });
    expect(planButton('professional_monthly', 'hobbyist', 'yearly').label).toBe('Downgrade');
    expect(planButton('hobbyist_monthly', 'free', 'monthly')).toEqual({
      action: 'cancel',
      label: 'Downgrade',
      target: 'free',
    });
  });
});
