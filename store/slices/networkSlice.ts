// Network status (§3 Other): whether the browser is online, as its online/offline events report it.
import { createSlice } from '@reduxjs/toolkit';

export type NetworkState = { online: boolean };

// Assume online until the browser says otherwise: a false "offline" banner on load is worse than a late one.
const initialState: NetworkState = { online: true };

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    wentOnline(state) {
      state.online = true;
    },
    wentOffline(state) {
      state.online = false;
    },
  },
  selectors: {
    selectIsOnline: (state) => state.online,
  },
});

export const { wentOnline, wentOffline } = networkSlice.actions;
export const { selectIsOnline } = networkSlice.selectors;
