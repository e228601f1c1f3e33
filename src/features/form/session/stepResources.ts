// The resources (spec §7) each step's options come from, loaded per step; a failure is recorded with its HTTP
// status (§3 form transient state, §8) and offered a retry.
import { useEffect, useState } from 'react';
import type { StepLabel } from '../../../../machines/auctionForm/types';
import {
  useFormResourcesPrefetch,
  useGetFormResourcesQuery,
  type FormResourceName,
  type FormResources,
} from '../../../../store/api/formResourcesApi';
import { useAppDispatch } from '../../../../store/hooks';
import { resourceLoadingFailed, resourceLoadingRecovered } from '../../../../store/slices/formTransientSlice';
import { whenIdle } from '../../../lib/browser/whenIdle';

export const STEP_RESOURCES: Record<StepLabel, readonly FormResourceName[]> = {
  // The start step's choices are in the bundle (formOptions): nothing to fetch before they show.
  start: [],
  unsatisfied: ['unsatisfiedReasons'],
  housingSituation: ['residenceTypes', 'newPropertyReasons', 'mortgageKinds'],
  otherAssets: ['assetTypes'],
  savings: ['lenders'],
  aboutYou: ['civilStatuses'],
  employment: ['employmentTypes'],
  otherDebt: ['liabilityTypes'],
  wishes: ['lookingFor', 'unsatisfiedReasons', 'mortgageKinds'],
  profile: [],
};

export type StepResourcesState =
  | { status: 'loading' }
  | { status: 'ready'; resources: FormResources }
  | { status: 'failed'; httpStatus: number; retry: () => void };

const NONE: FormResources = {};

/** The HTTP status of a failed query; 0 when it never got an answer or failed in the client. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}

export function useStepResources(label: StepLabel): StepResourcesState {
  const names = STEP_RESOURCES[label];
  const skip = names.length === 0;
  // Back online, a failed load tries again by itself; the retry button is there for everything else.
  const query = useGetFormResourcesQuery(names, { skip, refetchOnReconnect: true });
  const dispatch = useAppDispatch();
  // A failure from before the step opened (its prefetch) is tried again as the step subscribes: shown as loading,
  // not as a failure that turns into a spinner and back.
  const [openedAt] = useState(Date.now);
  const failedStatus = query.isError && (query.startedTimeStamp ?? 0) >= openedAt ? statusOf(query.error) : null;

  useEffect(() => {
    if (failedStatus !== null) dispatch(resourceLoadingFailed(failedStatus));
    else dispatch(resourceLoadingRecovered());
  }, [dispatch, failedStatus]);

  if (skip) return { status: 'ready', resources: NONE };
  if (query.data && !query.isError) return { status: 'ready', resources: query.data };
  if (failedStatus !== null) return { status: 'failed', httpStatus: failedStatus, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** Loads the next step's resources while the customer fills in this one: when idle, not on Next's click. */
export function usePrefetchStepResources(label: StepLabel | null): void {
  const prefetch = useFormResourcesPrefetch('getFormResources');
  useEffect(() => {
    if (label === null || STEP_RESOURCES[label].length === 0) return undefined;
    return whenIdle(() => prefetch(STEP_RESOURCES[label]));
  }, [label, prefetch]);
}
