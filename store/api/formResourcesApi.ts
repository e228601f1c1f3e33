// The request form's resources (spec §7): option lists and lenders, per step, from GET /api/auction-form-resources.
import type { FormOptionList } from '../../domain/formOptions';
import type { HttpErrorData } from '../http/httpError';
import type { FormResourceName, Lender } from '../../contract/public';
import { baseApi } from './baseApi';

export type { FormResourceName, Lender } from '../../contract/public';

export type FormResources = Partial<Record<FormOptionList, string[]>> & { lenders?: Lender[] };

/** §7: the answer `false` means the resources could not be given. */
const REFUSED: HttpErrorData = { status: 200, message: 'The server answered false', errors: {} };

export const formResourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFormResources: build.query<FormResources, readonly FormResourceName[]>({
      async queryFn(names, _api, _extra, baseQuery) {
        // The step shows its own failure with a retry: no app-wide alert.
        const result = await baseQuery({
          url: '/api/auction-form-resources',
          params: { requiredResources: [...names].sort() },
          quiet: true,
        });
        if (result.error) return { error: result.error as HttpErrorData };
        if (result.data === false || result.data === null || typeof result.data !== 'object') return { error: REFUSED };
        return { data: result.data as FormResources };
      },
      providesTags: ['Resource'],
    }),
  }),
});

export const { useGetFormResourcesQuery, usePrefetch: useFormResourcesPrefetch } = formResourcesApi;
