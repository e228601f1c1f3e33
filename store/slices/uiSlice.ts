// App-level UI: the one open modal and the app-wide alert raised by failed requests (§8).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertMessageId } from '../http/httpClient';

/** A modal by the name it is registered under (src/app/modals/modalRegistry.ts), with serialisable props. */
export type OpenModal = { name: string; props?: Record<string, unknown> };

export type UiState = {
  modal: OpenModal | null;
  alert: { messageId: AlertMessageId | 'errors.default' } | null;
};

const initialState: UiState = { modal: null, alert: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<OpenModal>) {
      state.modal = action.payload;
    },
    closeModal(state) {
      state.modal = null;
    },
    alertRaised(state, action: PayloadAction<UiState['alert']>) {
      state.alert = action.payload;
    },
    alertDismissed(state) {
      state.alert = null;
    },
  },
  selectors: {
    selectOpenModal: (state) => state.modal,
    selectAlert: (state) => state.alert,
  },
});

export const { modalOpened, closeModal, alertRaised, alertDismissed } = uiSlice.actions;
export const { selectOpenModal, selectAlert } = uiSlice.selectors;
