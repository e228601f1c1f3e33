// Choosing the purpose on the start step: the wizard is told (SET_PURPOSE; it does not derive it itself) and a
// signed-in customer's steps are prefilled from the economic profile before the wizard moves on, so the next
// step on screen is prefilled too (PREFILL never touches the step on screen).
import { useCallback } from 'react';
import { auctionFormApi, type EconomicProfile } from '../../../../store/api/auctionFormApi';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectUser } from '../../../../store/slices/authSlice';
import { lazyModule } from '../../../lib/lazyModule';
import { useFormActor } from './formSessionContext';
import { splitPrefill } from './prefill';

// Only a signed-in customer's form prefills: a guest's first visit goes without the mapping, and a signed-in
// customer's fetches it while choosing the purpose (prefetchPrefill), beside the profile itself.
const prefillMapping = lazyModule(() => import(/* webpackChunkName: "form-prefill" */ '../prefillFromProfile'));

/** Loads the profile's mapping to the steps ahead of the purpose's choice; a failure is left to the choice. */
export function prefetchPrefill(): void {
  prefillMapping.load().catch(() => undefined);
}

export function usePurposeChoice() {
  const actor = useFormActor();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);

  return useCallback(
    async (purpose: string) => {
      actor.send({ type: 'SET_PURPOSE', purpose });
      const { context } = actor.getSnapshot();
      if (!user || !context.shouldPrefill || context.economicProfilePrefilled) return;
      const mapping = prefillMapping.load().catch(() => null);
      const request = dispatch(auctionFormApi.endpoints.getEconomicProfile.initiate(user.id));
      let profile: EconomicProfile | null = null;
      try {
        profile = await request.unwrap();
      } catch {
        // Without the profile the customer fills in the steps; nothing is lost but the shortcut.
      } finally {
        request.unsubscribe();
      }
      // Without the mapping (a lost connection) too.
      const loaded = await mapping;
      if (!loaded) return;
      const steps = loaded.prefillFromProfile(profile, context.formPurpose, user);
      const { complete, incomplete } = await splitPrefill(steps, true, context.formPurpose);
      // noSkip is remembered by the wizard, so the incomplete steps go first and the complete ones set it back.
      if (Object.keys(incomplete).length > 0) actor.send({ type: 'PREFILL', steps: incomplete, noSkip: true });
      if (Object.keys(complete).length > 0) actor.send({ type: 'PREFILL', steps: complete, noSkip: false });
    },
    [actor, dispatch, user],
  );
}
