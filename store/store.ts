// The Redux store: one factory for the app and for every test (a fresh store each time).
import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './api/baseApi';
import { failedReadsMiddleware } from './api/failedReads';
import { assetDraftSlice, persistAssetDraft } from './slices/assetDraftSlice';
import { authSlice, loggedOut, sessionExpired } from './slices/authSlice';
import { uiSlice } from './slices/uiSlice';
import { networkSlice } from './slices/networkSlice';

export const rootReducer = combineSlices(authSlice, uiSlice, networkSlice, assetDraftSlice, baseApi);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // When the customer is gone, so is every cached answer about them (economic profile, RFQs, documents, …).
  const sessionEnd = createListenerMiddleware();
  sessionEnd.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  // The asset draft survives a reload (§3): every change is written to session storage, and a reset removes it.
  sessionEnd.startListening.withTypes<RootState>()({
    predicate: (_action, current, previous) => current.assetDraft !== previous.assetDraft,
    effect: (_action, api) => persistAssetDraft(api.getState().assetDraft),
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(sessionEnd.middleware, failedReadsMiddleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
