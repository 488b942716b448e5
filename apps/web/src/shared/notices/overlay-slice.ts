import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Messages } from '@scriptloom/contracts';

export interface OverlayState {
  /**
   * How many blocking calls are running. A counter rather than a flag so that the first of two
   * overlapping calls to finish does not uncover the screen while the other is still running.
   */
  pending: number;
  message: string;
}

const initialState: OverlayState = { pending: 0, message: Messages.loadingOverlay };

export const overlaySlice = createSlice({
  name: 'overlay',
  initialState,
  reducers: {
    showOverlay(state, action: PayloadAction<string | undefined>) {
      state.pending += 1;
      state.message = action.payload ?? Messages.loadingOverlay;
    },
    hideOverlay(state) {
      state.pending = Math.max(0, state.pending - 1);
      if (state.pending === 0) state.message = Messages.loadingOverlay;
    },
  },
});

export const { showOverlay, hideOverlay } = overlaySlice.actions;
