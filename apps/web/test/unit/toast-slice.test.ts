import { describe, expect, it } from 'vitest';
import {
  errorToast,
  pageChanged,
  requestRepeated,
  showToast,
  toastSlice,
  type ToastState,
} from '../../src/shared/notices/toast-slice';

const reduce = (...actions: Parameters<typeof toastSlice.reducer>[1][]): ToastState =>
  actions.reduce(toastSlice.reducer, toastSlice.getInitialState());

describe('toasts and the page they are about', () => {
  it('an error raised on one page is gone on the next', () => {
    const wrong = showToast({
      message: 'Your current password is not correct.',
      severity: 'error',
      page: '/account/password',
    });
    expect(reduce(wrong, pageChanged('/')).show).toBe(false);
  });

  it('an error stays while the person stays on its page', () => {
    const wrong = showToast({ message: 'Incorrect email or password.', severity: 'error', page: '/auth/login' });
    expect(reduce(wrong, pageChanged('/auth/login')).show).toBe(true);
  });

  it('the sign-in warning sent ahead to the sign-in page outlives the page that raised it, and shows there', () => {
    // The order a redirect produces: the toast, the page that asked for it still seen as current
    // (its effects run last), then the sign-in page.
    const warning = showToast({ message: 'You must sign in', severity: 'warning', redirect: '/auth/login' });
    expect(reduce(warning, pageChanged('/account/profile'), pageChanged('/auth/login'))).toMatchObject({
      show: true,
      page: '/auth/login',
    });
    // Once the person has been on the sign-in page, leaving it retires the warning.
    expect(
      reduce(warning, pageChanged('/account/profile'), pageChanged('/auth/login'), pageChanged('/auth/signup')).show,
    ).toBe(false);
  });

  it('a success notice may follow the person (it closes by itself)', () => {
    const deleted = showToast({
      message: 'File was deleted successfully.',
      severity: 'success',
      page: '/transcripts/1',
    });
    expect(reduce(deleted, pageChanged('/')).show).toBe(true);
  });

  it('sending the failed request again retires its error, and only its own', () => {
    expect(reduce(errorToast('Incorrect email or password.', 'login'), requestRepeated('login')).show).toBe(false);
    expect(reduce(errorToast('Files could not be retrieved.', 'listFiles'), requestRepeated('login')).show).toBe(true);
  });
});
