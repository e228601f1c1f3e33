// Who is signed in, where to return after sign-in, and how the app was opened (§3 Auth state).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '../../contract/users';
import type { Locale } from '../../domain/locales';

/** The signed-in user as the API answers it (contract/users.ts); admin and supplier users belong elsewhere (§6). */
export type User = PublicUser;

export type AuthState = {
  user: User | null;
  /** Whether the server has told us who (if anyone) is signed in; until then `user: null` means "unknown". */
  userKnown: boolean;
  returnRoute: string | null;
  fromLauncher: boolean;
  customerSupplierRatingToken: string | null;
};

export const initialAuthState: AuthState = {
  user: null,
  userKnown: false,
  returnRoute: null,
  fromLauncher: false,
  customerSupplierRatingToken: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    currentUserFetched(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
      state.userKnown = true;
    },
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.userKnown = true;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** A password that meets the policy was chosen: the session no longer asks for a new one. */
    passwordChanged(state) {
      if (state.user) delete state.user.password_change_required;
    },
    preferredLanguageChosen(state, action: PayloadAction<Locale>) {
      if (state.user) state.user.preferences = { ...state.user.preferences, lang: action.payload };
    },
    returnRouteRemembered(state, action: PayloadAction<string>) {
      state.returnRoute = action.payload;
    },
    returnRouteCleared(state) {
      state.returnRoute = null;
    },
    openedFromLauncher(state) {
      state.fromLauncher = true;
    },
    ratingTokenReceived(state, action: PayloadAction<string | null>) {
      state.customerSupplierRatingToken = action.payload;
    },
    /** The customer signed out. Other slices holding their data clear themselves on this action too. */
    loggedOut(state) {
      state.user = null;
      state.userKnown = true;
      state.returnRoute = null;
    },
    /** The server answered 401: the session is gone though the app thought it was signed in. */
    sessionExpired(state) {
      state.user = null;
      state.userKnown = true;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectUserKnown: (state) => state.userKnown,
    selectReturnRoute: (state) => state.returnRoute,
    selectFromLauncher: (state) => state.fromLauncher,
    selectRatingToken: (state) => state.customerSupplierRatingToken,
  },
});

export const {
  currentUserFetched,
  signedIn,
  userUpdated,
  passwordChanged,
  preferredLanguageChosen,
  returnRouteRemembered,
  returnRouteCleared,
  openedFromLauncher,
  ratingTokenReceived,
  loggedOut,
  sessionExpired,
} = authSlice.actions;

export const {
  selectUser,
  selectIsSignedIn,
  selectUserKnown,
  selectReturnRoute,
  selectFromLauncher,
  selectRatingToken,
} = authSlice.selectors;
