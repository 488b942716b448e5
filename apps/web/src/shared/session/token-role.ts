import { OrgRoleName } from '@scriptloom/contracts';

/** The role the web app works in: an organisation role, or `user` for a personal account. */
export type WebRole = OrgRoleName | 'user';

/**
 * The `org_role` claim of a session token (docs/product.md#session-in-the-browser), null when there
 * is none or the token cannot be read. The server checks every call itself; the claim only decides
 * what the app shows.
 */
export function orgRoleFromToken(token: string | null): OrgRoleName | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    const role = typeof claims === 'object' && claims !== null ? (claims as { org_role?: unknown }).org_role : null;
    const parsed = OrgRoleName.safeParse(role);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The token's role, `user` when it carries none. */
export const webRoleOf = (token: string | null): WebRole => orgRoleFromToken(token) ?? 'user';
