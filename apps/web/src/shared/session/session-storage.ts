import { UserInfo } from '@scriptloom/contracts';

/** localStorage keys of the session (docs/product.md#session-in-the-browser). */
export const USER_INFO_KEY = 'userInfo';
export const TOKEN_KEY = 'token';

export interface StoredLogin {
  userInfo: UserInfo | null;
  token: string | null;
}

// localStorage can throw (privacy modes, quota, disabled storage); the app must still start signed out.
function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing useful to do: the in-memory session still works for this tab.
  }
}

/** Reads the stored login; anything unreadable counts as signed out rather than crashing the app. */
export function readStoredLogin(): StoredLogin {
  const token = safeGet(TOKEN_KEY);
  const raw = safeGet(USER_INFO_KEY);
  let userInfo: UserInfo | null = null;
  if (raw) {
    try {
      const parsed = UserInfo.safeParse(JSON.parse(raw));
      userInfo = parsed.success ? parsed.data : null;
    } catch {
      userInfo = null;
    }
  }
  return { userInfo, token };
}

export function writeStoredLogin(login: StoredLogin): void {
  safeSet(USER_INFO_KEY, login.userInfo ? JSON.stringify(login.userInfo) : null);
  safeSet(TOKEN_KEY, login.token);
}
