import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignupPage } from '../../src/features/auth/SignupPage';
import { fakeServer, makeStore, renderPage } from './support/render';

const WEAK = 'This password is too common: choose one that is harder to guess.';

async function signUp(answer: { status: number; body: unknown }) {
  fakeServer({ 'POST v1/signup': answer });
  const store = makeStore();
  renderPage(
    <MemoryRouter initialEntries={['/auth/signup']}>
      <SignupPage />
    </MemoryRouter>,
    { store },
  );
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'password1234');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return store;
}

describe('a form reports a failed call once', () => {
  it('a weak password is said under the field, not toasted as well', async () => {
    const store = await signUp({
      status: 400,
      body: { error: WEAK, code: 'WEAK_PASSWORD', fields: [{ field: 'password', message: WEAK }] },
    });
    expect(await screen.findByText(WEAK)).toBeTruthy();
    expect(store.getState().toast.show).toBe(false);
  });

  it('an error no field is about is toasted', async () => {
    const store = await signUp({ status: 500, body: { error: 'Something went wrong on our side.', code: 'INTERNAL' } });
    await screen.findByRole('button', { name: 'Create account' });
    await expect
      .poll(() => store.getState().toast)
      .toMatchObject({
        show: true,
        severity: 'error',
        message: 'Something went wrong on our side.',
      });
  });
});
