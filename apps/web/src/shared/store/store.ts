import {
  combineReducers,
  configureStore,
  createAction,
  createListenerMiddleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { overlaySlice } from '../notices/overlay-slice';
import { writeStoredLogin } from '../session/session-storage';
import { sessionEnded, sessionStarted, userSlice } from '../session/user-slice';
import { toastSlice } from '../notices/toast-slice';

const appReducer = combineReducers({
  user: userSlice.reducer,
  toast: toastSlice.reducer,
  overlay: overlaySlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** Store reset (docs/product.md#session-in-the-browser): replaces the whole store state with the payload it carries. */
export const resetStore = createAction<RootState>('user/reset');

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return resetStore.match(action) ? action.payload : appReducer(state, action);
}

// Cached answers belong to the user who fetched them; once a session ends none may leak to the next.
const listener = createListenerMiddleware();
listener.startListening({
  actionCreator: sessionEnded,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});
listener.startListening({
  actionCreator: sessionStarted,
  effect: (action, listenerApi) => {
    const previous = (listenerApi.getOriginalState() as RootState).user.userInfo;
    if (previous && previous.id !== action.payload.user.id) listenerApi.dispatch(api.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
});

export type AppDispatch = typeof store.dispatch;

// localStorage mirrors the session (userInfo and token are stored: docs/product.md#session-in-the-browser). Writing from one place
// keeps every way a session changes (sign-in, 401, sign-out, store reset) consistent.
let persisted = { userInfo: store.getState().user.userInfo, token: store.getState().user.token };
store.subscribe(() => {
  const { userInfo, token } = store.getState().user;
  if (userInfo === persisted.userInfo && token === persisted.token) return;
  persisted = { userInfo, token };
  writeStoredLogin(persisted);
});
