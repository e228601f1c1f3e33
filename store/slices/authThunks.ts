// Session calls that change the auth state: who is signed in, and signing out (§7).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { httpClient } from '../http/httpClient';
import { toHttpErrorData, type HttpErrorData } from '../http/httpError';
import { currentUserFetched, loggedOut, type User } from './authSlice';

/** GET /api/users/current/auth: the user, or `false` when signed out. */
export const fetchCurrentUser = createAsyncThunk('auth/fetchCurrentUser', async (_: void, { dispatch }) => {
  const answer = await httpClient.get<User | false>('/api/users/current/auth', { quiet: true });
  const user = answer === false || answer === undefined || answer === null ? null : answer;
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
    try {
      await httpClient.post('/logout');
    } catch (error) {
      return rejectWithValue(toHttpErrorData(error));
    }
    dispatch(loggedOut());
  },
);
