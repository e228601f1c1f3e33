// Deleting from the economy with a way back: the item leaves the pages at once (the cached profile without it),
// a toast offers Undo, and the DELETE is sent only when that toast has left (its 5 s, longer while hovered). Undo
// puts the cached item back and nothing is sent.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { economyApi, type EconomicProfile, type EconomyCollection } from '../../../store/api/economyApi';
import { useAppDispatch } from '../../../store/hooks';
import { showToast } from '../../lib/toast';
import { failureText } from './saveFeedback';

export type DeleteTarget = {
  userId: number;
  collection: EconomyCollection;
  id: number;
  /** For a home, vehicle or boat that secures debt: what becomes of it (the server's `loans`). */
  loans?: 'delete' | 'keep';
};

const LIST: Record<EconomyCollection, keyof EconomicProfile> = {
  properties: 'properties',
  vehicles: 'vehicles',
  boats: 'boats',
  deposits: 'deposits',
  'stock-portfolios': 'stockPortfolios',
  loans: 'loans',
  credits: 'credits',
  mortgages: 'mortgages',
};

const OWNER: Partial<Record<EconomyCollection, 'property_id' | 'vehicle_id' | 'boat_id'>> = {
  properties: 'property_id',
  vehicles: 'vehicle_id',
  boats: 'boat_id',
};

type Owned = { id: number; property_id?: number | null; vehicle_id?: number | null; boat_id?: number | null };

/** The profile as it will be after the delete: the item gone, and its debt gone or unsecured as chosen. */
function withoutItem(profile: EconomicProfile, { collection, id, loans }: DeleteTarget) {
  const list = profile[LIST[collection]] as Owned[];
  list.splice(
    list.findIndex((item) => item.id === id),
    1,
  );
  const owner = OWNER[collection];
  if (!owner) return;
  for (const key of ['loans', 'credits', 'mortgages'] as const) {
    const debts = profile[key] as Owned[];
    for (let i = debts.length - 1; i >= 0; i--) {
      if (debts[i][owner] !== id) continue;
      if (loans === 'keep') debts[i][owner] = null;
      else debts.splice(i, 1);
    }
  }
}

/** Schedules a delete with Undo; returns at once (the pages already show the economy without the item). */
export function useDeferredDelete() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return useCallback(
    (target: DeleteTarget) => {
      const hidden = dispatch(
        economyApi.util.updateQueryData('getEconomy', target.userId, (draft) => {
          if (draft) withoutItem(draft, target);
        }),
      );
      let undone = false;
      showToast({
        type: 'success',
        message: intl.formatMessage({ id: 'economy.deleted' }),
        action: {
          label: intl.formatMessage({ id: 'economy.undo' }),
          onAction: () => {
            undone = true;
            hidden.undo();
          },
        },
        onClose: () => {
          if (undone) return;
          void dispatch(economyApi.endpoints.deleteEconomyItem.initiate(target)).then((result) => {
            if (!result.error) return;
            hidden.undo();
            showToast({ type: 'error', message: failureText(result.error, intl) ?? '' });
          });
        },
      });
    },
    [dispatch, intl],
  );
}
