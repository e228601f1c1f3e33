// The customer's economy: the profile, each collection's add/change/delete, family and work, and the
// customer resources the pages render their choices from. Writes answer with the whole profile, which replaces
// the cached one, so every economy page (and the form's prefill) shows what was saved.
import type { CustomerResources, EconomyWriteResult } from '../../contract/economy';
import type { EconomyCollection } from '../../domain/economyOptions';
import type { EconomicProfile } from '../../contract/economicProfile';
import type { PostalCodeAnswer } from '../../contract/public';
import type { HttpErrorData } from '../http/httpError';
import { baseApi } from './baseApi';

export type { CustomerResources, EconomicProfile, EconomyCollection };
export type EconomyItem = Record<string, unknown>;

const profileTag = (userId: number) => [{ type: 'EconomicProfile' as const, id: userId }];

export const economyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEconomy: build.query<EconomicProfile | null, number>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `/api/customer/users/${userId}/economic-profiles`, quiet: true });
        // 404: no economy saved yet, an empty economy for the pages.
        if (result.error)
          return (result.error as HttpErrorData).status === 404
            ? { data: null }
            : { error: result.error as HttpErrorData };
        return { data: result.data as EconomicProfile };
      },
      providesTags: (_result, _error, userId) => profileTag(userId),
    }),
    getCustomerResources: build.query<CustomerResources, void>({
      query: () => ({ url: '/api/customer-resources', quiet: true }),
      providesTags: ['Resource'],
      keepUnusedDataFor: 3600,
    }),
    addEconomyItem: build.mutation<
      EconomyWriteResult,
      { userId: number; collection: EconomyCollection; item: EconomyItem }
    >({
      query: ({ userId, collection, item }) => ({
        url: `/api/customer/users/${userId}/economic-profiles/${collection}`,
        method: 'POST',
        body: item,
        quiet: true,
      }),
      invalidatesTags: (_r, error, { userId }) => (error ? [] : profileTag(userId)),
    }),
    updateEconomyItem: build.mutation<
      EconomyWriteResult,
      { userId: number; collection: EconomyCollection; id: number; item: EconomyItem }
    >({
      query: ({ userId, collection, id, item }) => ({
        url: `/api/customer/users/${userId}/economic-profiles/${collection}/${id}`,
        method: 'PATCH',
        body: item,
        quiet: true,
      }),
      invalidatesTags: (_r, error, { userId }) => (error ? [] : profileTag(userId)),
    }),
    deleteEconomyItem: build.mutation<
      EconomicProfile,
      { userId: number; collection: EconomyCollection; id: number; loans?: 'delete' | 'keep' }
    >({
      query: ({ userId, collection, id, loans }) => ({
        url: `/api/customer/users/${userId}/economic-profiles/${collection}/${id}`,
        method: 'DELETE',
        params: loans ? { loans } : undefined,
        quiet: true,
      }),
      invalidatesTags: (_r, error, { userId }) => (error ? [] : profileTag(userId)),
    }),
    /** The town of a postal code (the §7 validation call); an unknown code is an error, which the pages ignore. */
    getPostalCodeTown: build.query<PostalCodeAnswer, { postalCode: string; country: string }>({
      query: ({ postalCode, country }) => ({
        url: '/api/postal-codes/validation',
        method: 'POST',
        body: { postal_code: postalCode, country },
        quiet: true,
      }),
      keepUnusedDataFor: 3600,
    }),
    saveFamilyAndWork: build.mutation<EconomicProfile, { userId: number; body: EconomyItem }>({
      query: ({ userId, body }) => ({
        url: `/api/customer/users/${userId}/family-and-work`,
        method: 'PUT',
        body,
        quiet: true,
      }),
      invalidatesTags: (_r, error, { userId }) => (error ? [] : profileTag(userId)),
    }),
  }),
});

// The form's prefill reads the same profile (auctionFormApi.getEconomicProfile): the shared tag refreshes both.
export const {
  useGetEconomyQuery,
  useGetCustomerResourcesQuery,
  useAddEconomyItemMutation,
  useUpdateEconomyItemMutation,
  useDeleteEconomyItemMutation,
  useSaveFamilyAndWorkMutation,
  useGetPostalCodeTownQuery,
} = economyApi;
