// A lender's ratings for its page beside the offers (server/routes/reputationRoutes.ts).
import { baseApi } from './baseApi';
import type { SupplierReputation } from '../../contract/reputation';

export type { SupplierReputation };

export const reputationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSupplierReputation: build.query<SupplierReputation, number>({
      query: (supplierId) => ({ url: `/api/customer/suppliers/${supplierId}/reputation` }),
    }),
  }),
});

export const { useGetSupplierReputationQuery } = reputationApi;
