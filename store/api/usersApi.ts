// The signed-in user's own settings.
import type { Locale } from '../../domain/locales';
import { userUpdated, type User } from '../slices/authSlice';
import { baseApi } from './baseApi';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreferences: build.mutation<User, { userId: number; lang: Locale }>({
      query: ({ userId, lang }) => ({
        url: `/api/customer/users/${userId}/preferences`,
        method: 'PUT',
        body: { lang },
      }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [{ type: 'User', id: userId }]),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data));
        } catch {
          // The language is already switched on screen; the caller reports the failure.
        }
      },
    }),
  }),
});

export const { useUpdatePreferencesMutation } = usersApi;
