import type { Card } from '@scriptloom/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardEntry } from '../../src/features/billing/CardEntry';
import { renderPage } from './support/render';

const VISA: Card = {
  id: 'c1',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2040,
  default: true,
  usable: true,
};
const LABEL = 'Make this my default card (renewals are charged to it)';

function entry(over: Partial<Parameters<typeof CardEntry>[0]> = {}) {
  const onDefault = vi.fn();
  const props = {
    value: '',
    onChange: vi.fn(),
    error: null,
    testMode: false,
    savedCard: VISA,
    makeDefault: { checked: false, onChange: onDefault, firstCard: false },
    ...over,
  };
  renderPage(<CardEntry {...props} />);
  return { onDefault };
}

describe('CardEntry', () => {
  it('offers no default choice while the saved card pays', () => {
    entry();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  });

  it('asks whether a new card becomes the default, unticked unless chosen', async () => {
    const { onDefault } = entry({ value: 'tok_mastercard' });
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect(onDefault).toHaveBeenCalledWith(true);
  });

  it('says a first card becomes the default, rather than asking', () => {
    entry({ savedCard: undefined, makeDefault: { checked: false, onChange: vi.fn(), firstCard: true } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('This card will be saved as your default card: renewals are charged to it.')).toBeTruthy();
  });
});
