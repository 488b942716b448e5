import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@scriptloom/contracts';
import { resetStore, store } from '../../src/shared/store/store';
import { sessionEnded, sessionStarted, tokenReplaced, userInfoUpdated } from '../../src/shared/session/user-slice';
import { showToast } from '../../src/shared/notices/toast-slice';
import { signOut } from '../../src/shared/session/sign-out';

const user: UserInfo = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  org_role: null,
  email_verified: false,
};

describe('store', () => {
  it('user/reset replaces the whole state with its payload', () => {
    const snapshot = store.getState();
    store.dispatch(sessionStarted({ token: 't1', user }));
    store.dispatch(showToast({ message: 'hello', severity: 'success' }));
    expect(resetStore.type).toBe('user/reset');
    store.dispatch(resetStore(snapshot));
    expect(store.getState()).toBe(snapshot);
  });

  it('keeps the session in step with sign-in, updates, token changes and sign-out', () => {
    store.dispatch(sessionStarted({ token: 't1', user }));
    store.dispatch(userInfoUpdated({ email_verified: true }));
    store.dispatch(tokenReplaced('t2'));
    expect(store.getState().user).toMatchObject({ token: 't2', userInfo: { ...user, email_verified: true } });

    store.dispatch(signOut());
    expect(store.getState().user).toEqual({ userInfo: null, token: null, endReason: 'signed-out' });
    expect(store.getState().toast.show).toBe(false);
  });

  it('remembers that a session expired so the guard does not announce it twice', () => {
    store.dispatch(sessionStarted({ token: 't1', user }));
    store.dispatch(sessionEnded('expired'));
    expect(store.getState().user.endReason).toBe('expired');
  });
});
