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
}

const initialState: ToastState = { show: false, message: '', severity: 'info', autoClose: false, seq: 0 };

export interface ShowToast {
  message: string;
  severity?: AlertColor;
  autoClose?: boolean;
}

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ShowToast>) {
      state.show = true;
      state.message = action.payload.message;
      state.severity = action.payload.severity ?? 'info';
      state.autoClose = action.payload.autoClose ?? false;
      state.seq += 1;
    },
    hideToast(state) {
      state.show = false;
    },
  },
});

export const { showToast, hideToast } = toastSlice.actions;

/** Success notices close by themselves; errors stay until dismissed so they cannot be missed. */
export const successToast = (message: string) => showToast({ message, severity: 'success', autoClose: true });
export const errorToast = (message: string) => showToast({ message, severity: 'error' });
