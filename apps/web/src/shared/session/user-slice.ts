import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionResponse, UserInfo } from '@scriptloom/contracts';
import { readStoredLogin } from './session-storage';
import { orgRoleFromToken } from './token-role';

/**
 * Why the last session ended. The route guard uses it to tell a deliberate sign-out (no message)
 * from an expired or missing login (the sign-in message, docs/product.md#session-in-the-browser). Not persisted: a reload starts fresh.
 */
export type SessionEndReason = 'signed-out' | 'expired' | null;

export interface UserState {
  userInfo: UserInfo | null;
  token: string | null;
  endReason: SessionEndReason;
}

/** The stored user's role always follows the token's claim, the one place the role comes from. */
function withTokenRole(userInfo: UserInfo | null, token: string | null): UserInfo | null {
  return userInfo ? { ...userInfo, org_role: orgRoleFromToken(token) } : null;
}

export function loadUserState(): UserState {
  const stored = readStoredLogin();
  return { userInfo: withTokenRole(stored.userInfo, stored.token), token: stored.token, endReason: null };
}

export const userSlice = createSlice({
  name: 'user',
  initialState: loadUserState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionResponse>) {
      state.userInfo = withTokenRole(action.payload.user, action.payload.token);
      state.token = action.payload.token;
      state.endReason = null;
    },
    sessionEnded(state, action: PayloadAction<Exclude<SessionEndReason, null>>) {
      state.userInfo = null;
      state.token = null;
      state.endReason = action.payload;
    },
    /** The login page has shown whatever the end of the last session called for. */
    endReasonCleared(state) {
      state.endReason = null;
    },
    userInfoUpdated(state, action: PayloadAction<Partial<Omit<UserInfo, 'id'>>>) {
      if (state.userInfo) Object.assign(state.userInfo, action.payload);
    },
    /**
     * A password change re-issues the token and invalidates older ones; founding an organisation
     * issues one whose claim carries the new role.
     */
    tokenReplaced(state, action: PayloadAction<string>) {
      state.token = action.payload;
      if (state.userInfo) state.userInfo.org_role = orgRoleFromToken(action.payload);
    },
  },
});

export const { sessionStarted, sessionEnded, endReasonCleared, userInfoUpdated, tokenReplaced } = userSlice.actions;
