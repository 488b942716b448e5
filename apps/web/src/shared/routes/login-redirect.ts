export const LOGIN_PATH = '/auth/login';

/** Router state handed to the login page alongside the `redirect` query parameter. */
export interface LoginRouteState {
  from?: string;
}

/**
 * `/auth/login?redirect=/account/profile`. Slashes are left readable (they are legal in a query
 * value); everything else that could end the value early is encoded.
 */
export function loginUrlFor(from: string): string {
  const target = safeRedirectTarget(from);
  if (!target || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/**
 * Only same-site paths are followed after sign-in: an attacker-made link such as
 * `?redirect=//evil.example` must not bounce a fresh session to another site. Auth pages are not
 * worth returning to either.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw === LOGIN_PATH || raw.startsWith('/auth/')) return null;
  return raw;
}

/** Where to go after signing in: the redirect query first, then router state, else the dashboard. */
export function redirectAfterLogin(search: URLSearchParams, state: unknown): string {
  const fromState =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : null;
  return safeRedirectTarget(search.get('redirect')) ?? safeRedirectTarget(fromState) ?? '/';
}
