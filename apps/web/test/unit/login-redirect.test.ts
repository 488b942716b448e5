import { describe, expect, it } from 'vitest';
import { loginUrlFor, redirectAfterLogin, safeRedirectTarget } from '../../src/shared/routes/login-redirect';

describe('loginUrlFor', () => {
  it('keeps the referrer path readable in the redirect parameter', () => {
    expect(loginUrlFor('/account/profile')).toBe('/auth/login?redirect=/account/profile');
  });

  it('encodes a query so it stays inside the redirect parameter', () => {
    const url = loginUrlFor('/account/profile?tab=a&b=c');
    expect(new URL(url, 'http://x').searchParams.get('redirect')).toBe('/account/profile?tab=a&b=c');
  });

  it('needs no redirect for the dashboard or for unsafe referrers', () => {
    expect(loginUrlFor('/')).toBe('/auth/login');
    expect(loginUrlFor('//evil.example')).toBe('/auth/login');
  });
});

describe('safeRedirectTarget', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'account', '', null, undefined])(
    'refuses %s',
    (raw) => expect(safeRedirectTarget(raw)).toBeNull(),
  );

  it('refuses the auth pages themselves', () => {
    expect(safeRedirectTarget('/auth/login')).toBeNull();
    expect(safeRedirectTarget('/auth/signup')).toBeNull();
  });

  it('accepts a same-site path', () => {
    expect(safeRedirectTarget('/account/password')).toBe('/account/password');
  });
});

describe('redirectAfterLogin', () => {
  it('prefers the query, then router state, then the dashboard', () => {
    expect(redirectAfterLogin(new URLSearchParams('redirect=/a'), { from: '/b' })).toBe('/a');
    expect(redirectAfterLogin(new URLSearchParams(), { from: '/b' })).toBe('/b');
    expect(redirectAfterLogin(new URLSearchParams('redirect=//evil'), null)).toBe('/');
  });
});
