// The customer's household budget (contract/budget.ts). It is worked out from the economy as well, so it is tagged
// with the economic profile: a change there fetches it again. A save answers the new budget, which replaces the
// cached one.
import type { BudgetBody, HouseholdBudgetAnswer } from '../../contract/budget';
import { baseApi } from './baseApi';

export type { BudgetBody, HouseholdBudgetAnswer };

export const budgetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<HouseholdBudgetAnswer, number>({
      query: (userId) => ({ url: `/api/customer/users/${userId}/budget`, quiet: true }),
      providesTags: (_result, _error, userId) => [{ type: 'EconomicProfile' as const, id: userId }],
    }),
    saveBudget: build.mutation<HouseholdBudgetAnswer, { userId: number; body: BudgetBody }>({
      query: ({ userId, body }) => ({ url: `/api/customer/users/${userId}/budget`, method: 'PUT', body, quiet: true }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(budgetApi.util.upsertQueryData('getBudget', userId, data));
        } catch {
          // The form shows the failure; the cached budget stays what was saved.
        }
      },
    }),
  }),
});

export const { useGetBudgetQuery, useSaveBudgetMutation } = budgetApi;
