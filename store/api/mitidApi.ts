// MitID through the broker (issue 46; server/routes/mitidRoutes.ts): the identity waiting to be linked, linking it
// with a password, and the link on the profile. The round trip itself is a full-page navigation, not a call.
import type { MitidPendingAnswer, MitidStatus } from '../../contract/mitid';
import { signedIn, type User } from '../slices/authSlice';
import { baseApi } from './baseApi';
import { mitidSignIn } from '../browser/mitidSignIn';

/** Where the browser goes to start a round trip; the page it names gets `?mitid=` the outcome. */
export function mitidStartUrl(intent: 'login' | 'link' | 'confirm', returnTo: string): string {
  return `/auth/mitid/start?${new URLSearchParams({ intent, returnTo }).toString()}`;
}

export const mitidApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMitidPending: build.query<MitidPendingAnswer, void>({ query: () => '/api/mitid/pending' }),
    linkMitidWithPassword: build.mutation<{ user: User }, { email: string; password: string }>({
      query: (body) => ({ url: '/api/mitid/link-with-password', method: 'POST', body, quiet: true }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          mitidSignIn.remember();
          dispatch(signedIn(data.user));
        } catch {
          // The form shows the error.
        }
      },
    }),
    getMitidStatus: build.query<MitidStatus, number>({
      query: (userId) => `/api/customer/users/${userId}/mitid`,
      providesTags: ['User'],
    }),
    unlinkMitid: build.mutation<MitidStatus, number>({
      query: (userId) => ({ url: `/api/customer/users/${userId}/mitid`, method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetMitidPendingQuery,
  useLinkMitidWithPasswordMutation,
  useGetMitidStatusQuery,
  useUnlinkMitidMutation,
} = mitidApi;
