// Mortgage surveillance: the customer's opt-in, every watched property with today's verdict, one
// property with its history and alert threshold. Consent and withdrawal change the current user's
// `mortgage_surveillance`, which the route guard reads, so they update the signed-in user as well.
import type {
  AlertSettings,
  Conversion,
  MortgageSurveillance,
  PropertySurveillance,
  SurveillanceConsent,
  WatchedMortgage,
  WatchedProperty,
} from '../../contract/mortgageSurveillance';
import type { HttpErrorData } from '../http/httpError';
import { selectUser, userUpdated } from '../slices/authSlice';
import type { RootState } from '../store';
import { baseApi } from './baseApi';

export type { Conversion, MortgageSurveillance, PropertySurveillance, WatchedMortgage, WatchedProperty };

const TAG = 'MortgageSurveillance' as const;
const LIST = { type: TAG, id: 'LIST' } as const;
const propertyTag = (propertyId: number) => ({ type: TAG, id: propertyId });

export const mortgageSurveillanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMortgageSurveillance: build.query<MortgageSurveillance, number>({
      // A 403 (not opted in) is sent to the forbidden page by the HTTP client; the pages show other failures.
      query: (userId) => ({ url: `/api/customer/users/${userId}/mortgage-surveillance`, quiet: true }),
      providesTags: (result) => [LIST, ...(result?.properties ?? []).map((p) => propertyTag(p.property_id))],
    }),
    getPropertySurveillance: build.query<PropertySurveillance, { userId: number; propertyId: number }>({
      query: ({ userId, propertyId }) => ({
        url: `/api/customer/users/${userId}/mortgage-surveillance/properties/${propertyId}`,
        quiet: true,
      }),
      providesTags: (_result, _error, { propertyId }) => [propertyTag(propertyId)],
    }),
    giveMortgageSurveillanceConsent: build.mutation<SurveillanceConsent, number>({
      query: (userId) => ({
        url: `/api/customer/users/${userId}/mortgage-surveillance/consent`,
        method: 'POST',
        body: { accepted: true },
        quiet: true,
      }),
      invalidatesTags: (_result, error, userId) => (error ? [] : [{ type: 'User', id: userId }, TAG]),
      onQueryStarted: (_userId, api) => markOptedIn(api, true),
    }),
    withdrawMortgageSurveillanceConsent: build.mutation<null, number>({
      // 204 has no body, and RTK Query wants data: null rather than undefined.
      queryFn: async (userId, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/api/customer/users/${userId}/mortgage-surveillance/consent`,
          method: 'DELETE',
          quiet: true,
        });
        return result.error ? { error: result.error as HttpErrorData } : { data: null };
      },
      // Not the surveillance tag: a page still on screen would refetch and meet the 403 of a withdrawn consent.
      // Consenting again invalidates it, and a fresh consent starts with fresh figures.
      invalidatesTags: (_result, error, userId) => (error ? [] : [{ type: 'User', id: userId }]),
      onQueryStarted: (_userId, api) => markOptedIn(api, false),
    }),
    setMortgageAlert: build.mutation<AlertSettings, { userId: number; propertyId: number; minGainKr: number }>({
      query: ({ userId, propertyId, minGainKr }) => ({
        url: `/api/customer/users/${userId}/mortgage-surveillance/properties/${propertyId}/alert`,
        method: 'PUT',
        body: { min_gain_kr: minGainKr },
        quiet: true,
      }),
      invalidatesTags: (_result, error, { propertyId }) => (error ? [] : [propertyTag(propertyId)]),
    }),
  }),
});

/** Once the server has answered, the signed-in user's opt-in as the guard will read it on the next navigation. */
async function markOptedIn(
  api: {
    getState: () => unknown;
    dispatch: (action: ReturnType<typeof userUpdated>) => unknown;
    queryFulfilled: Promise<unknown>;
  },
  optedIn: boolean,
) {
  try {
    await api.queryFulfilled;
  } catch {
    return; // The page shows the failure from the mutation's result.
  }
  const user = selectUser(api.getState() as RootState);
  if (user) api.dispatch(userUpdated({ ...user, mortgage_surveillance: optedIn }));
}

export const {
  useGetMortgageSurveillanceQuery,
  useGetPropertySurveillanceQuery,
  useGiveMortgageSurveillanceConsentMutation,
  useWithdrawMortgageSurveillanceConsentMutation,
  useSetMortgageAlertMutation,
} = mortgageSurveillanceApi;
