// Sign-in and password calls (§7 plus the Laravel-style password endpoints of server/routes/API.md).
import type { LoginBody as LoginRequest, PasswordResetBody as ResetPasswordRequest } from '../../contract/auth';
import type { MessageBody as MessageResponse } from '../../contract/errors';
import { signedIn, type User } from '../slices/authSlice';
import { baseApi } from './baseApi';

export type { LoginRequest, MessageResponse, ResetPasswordRequest };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Login shows throttling (429) in the form itself, hence quiet.
    login: build.mutation<{ user: User }, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body, quiet: true }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data.user));
        } catch {
          // The form shows the error from the mutation's result.
        }
      },
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/password/email', method: 'POST', body, quiet: true }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/password/reset', method: 'POST', body, quiet: true }),
    }),
  }),
});

export const { useLoginMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
