import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertColor } from '@mui/material/Alert';

/** The toast state (docs/product.md#notices-and-overlays): show, message, severity, autoClose. */
export interface ToastState {
  show: boolean;
  message: string;
  severity: AlertColor;
  autoClose: boolean;
  /** Bumped on every toast so a repeated message restarts its timer and is announced again. */
  seq: number;
  /** The page (path) the toast speaks about: an error or warning leaves when the person leaves it. */
  page: string | null;
  /** The request whose failure this is (an API endpoint's name), if any: sending it again retires it. */
  source: string | null;
  /**
   * Whether the person has been on `page` since the toast was raised. A toast sent ahead to the page
   * a redirect leads to is raised while the person is still on the page they are leaving: it must
   * survive that page's last moments and only go once they leave the page it is about.
   */
  reached: boolean;
}

const initialState: ToastState = {
  show: false,
  message: '',
  severity: 'info',
  autoClose: false,
  seq: 0,
  page: null,
  source: null,
  reached: false,
};

export interface ShowToast {
  message: string;
  severity?: AlertColor;
  autoClose?: boolean;
  /** The page it is about, when not the current one (tests; a page that raises it for itself). */
  page?: string;
  /** The page a redirect is taking the person to, where the toast belongs (the sign-in warning). */
  redirect?: string;
  source?: string;
}

type Prepared = Omit<ShowToast, 'page' | 'redirect'> & { page: string | null; reached: boolean };

const currentPage = () => (typeof window === 'undefined' ? null : window.location.pathname);

/** Errors and warnings stay until dismissed, so they are the ones that could go stale. */
const lingers = (state: ToastState) => state.show && (state.severity === 'error' || state.severity === 'warning');

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Prepared>) {
        state.show = true;
        state.message = action.payload.message;
        state.severity = action.payload.severity ?? 'info';
        state.autoClose = action.payload.autoClose ?? false;
        state.page = action.payload.page;
        state.source = action.payload.source ?? null;
        state.reached = action.payload.reached;
        state.seq += 1;
      },
      // Where the person is when something goes wrong is read once, as the toast is raised.
      prepare: ({ redirect, ...toast }: ShowToast) => ({
        payload: {
          ...toast,
          page: redirect ?? toast.page ?? currentPage(),
          reached: redirect === undefined,
        } satisfies Prepared,
      }),
    },
    hideToast(state) {
      state.show = false;
    },
    /**
     * The person moved to another page: an error or warning about the page they left no longer
     * describes what they see (a wrong password must not follow them into the app).
     */
    pageChanged(state, action: PayloadAction<string>) {
      if (!lingers(state) || state.page === null) return;
      if (action.payload === state.page) state.reached = true;
      else if (state.reached) state.show = false;
    },
    /** The request that failed is being sent again (a form submitted again): its old error is stale. */
    requestRepeated(state, action: PayloadAction<string>) {
      if (lingers(state) && state.source === action.payload) state.show = false;
    },
  },
});

export const { showToast, hideToast, pageChanged, requestRepeated } = toastSlice.actions;

/** Success notices close by themselves; errors stay until dismissed so they cannot be missed. */
export const successToast = (message: string) => showToast({ message, severity: 'success', autoClose: true });
export const errorToast = (message: string, source?: string) => showToast({ message, severity: 'error', source });
