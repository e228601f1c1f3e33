// The customer's own account: contact details, e-mail confirmation, password, closing the account.
// The export is a plain download link (profileExportHref); the language goes through usersApi's preferences call.
import type { MessageBody } from '../../contract/errors';
import type { PasswordChangeBody, ProfileUpdateAnswer, ProfileUpdateBody } from '../../contract/profile';
import { loggedOut, passwordChanged, userUpdated, type User } from '../slices/authSlice';
import { baseApi } from './baseApi';

export type { PasswordChangeBody, ProfileUpdateBody };

/** The export answers with Content-Disposition: attachment, so a link downloads it with the session cookie. */
export const profileExportHref = (userId: number) => `/api/customer/users/${userId}/export`;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileUpdateAnswer, { userId: number } & ProfileUpdateBody>({
      query: ({ userId, ...body }) => ({ url: `/api/customer/users/${userId}`, method: 'PATCH', body, quiet: true }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [{ type: 'User', id: userId }]),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data.user as User));
        } catch {
          // The form shows the error.
        }
      },
    }),
    confirmEmail: build.mutation<{ user: User; message: string }, { userId: number; token: string }>({
      query: ({ userId, token }) => ({
        url: `/api/customer/users/${userId}/email/confirm`,
        method: 'POST',
        body: { token },
        quiet: true,
      }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data.user));
        } catch {
          // The page shows the error.
        }
      },
    }),
    changePassword: build.mutation<MessageBody, { userId: number } & PasswordChangeBody>({
      query: ({ userId, ...body }) => ({
        url: `/api/customer/users/${userId}/password`,
        method: 'POST',
        body,
        quiet: true,
      }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(passwordChanged());
        } catch {
          // The form shows the error.
        }
      },
    }),
    closeAccount: build.mutation<MessageBody, { userId: number; password?: string }>({
      query: ({ userId, password }) => ({
        url: `/api/customer/users/${userId}`,
        method: 'DELETE',
        body: { password },
        quiet: true,
      }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Every slice holding the customer's data clears itself on this action.
          dispatch(loggedOut());
          dispatch(baseApi.util.resetApiState());
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useConfirmEmailMutation, useChangePasswordMutation, useCloseAccountMutation } =
  profileApi;
