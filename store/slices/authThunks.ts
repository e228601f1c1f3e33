// Session calls that change the auth state: who is signed in, and signing out (§7).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { httpClient } from '../http/httpClient';
import { toHttpErrorData, type HttpErrorData } from '../http/httpError';
import { mitidSignIn } from '../browser/mitidSignIn';
import { currentUserFetched, loggedOut, type User } from './authSlice';

/** GET /api/users/current/auth: the user, or `false` when signed out. */
export const fetchCurrentUser = createAsyncThunk('auth/fetchCurrentUser', async (_: void, { dispatch }) => {
  const answer = await httpClient.get<User | false>('/api/users/current/auth', { quiet: true });
  const user = answer === false || answer === undefined || answer === null ? null : answer;
  if (user && typeof window !== 'undefined') mitidSignIn.noteReturn(window.location.search);
  dispatch(currentUserFetched(user));
  return user;
});

/**
 * POST /logout, then forget the user and every cached answer (the store's session-end listener). A failure
 * rejects with the HTTP error's data (status included) for the caller to report.
 */
export const logout = createAsyncThunk<void, void, { rejectValue: HttpErrorData }>(
  'auth/logout',
  async (_, { dispatch, rejectWithValue }) => {
    let endSessionUrl: string | null = null;
    try {
      if (mitidSignIn.here()) {
        // Signed in with MitID in this tab: the broker's session ends too, where the broker offers it.
        const answer = await httpClient.post<{ end_session_url: string | null }>('/api/mitid/logout');
        endSessionUrl = answer?.end_session_url ?? null;
        mitidSignIn.forget();
      } else {
        await httpClient.post('/logout');
      }
    } catch (error) {
      return rejectWithValue(toHttpErrorData(error));
    }
    dispatch(loggedOut());
    if (endSessionUrl) window.location.assign(endSessionUrl);
  },
);
