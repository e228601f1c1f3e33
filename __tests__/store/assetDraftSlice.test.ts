// The asset form draft (§3): items with their loans, the in-progress and confirm-route flags, kept in session
// storage across a reload, and cleared by a reset (§4) and by signing out.
import { makeStore } from '../../store/store';
import { loggedOut, sessionExpired } from '../../store/slices/authSlice';
import {
  ASSET_DRAFT_STORAGE_KEY,
  draftItemSet,
  draftLiabilityAdded,
  draftLiabilityRemoved,
  draftReset,
  emptyAssetDraft,
  leaveCancelled,
  leaveRequested,
  restoreAssetDraft,
  selectAssetDraft,
  selectConfirmRoute,
  selectDraftInProgress,
  selectDraftItem,
} from '../../store/slices/assetDraftSlice';

const car = { asset_type: 'car', make: 'Skoda', model: 'Octavia', year: 2019, value: 150_000 };
const loan = { liability_sub_type: 'car', debt: 100_000, interest_rate: 5, term_months: 60, periodic_payment: 1887 };

beforeEach(() => window.sessionStorage.clear());

test('a vehicle with its loans: the flow is in progress until reset, which clears every item and flag', () => {
  const store = makeStore();
  store.dispatch(draftItemSet({ kind: 'vehicle', values: car }));
  store.dispatch(draftLiabilityAdded({ kind: 'vehicle', liability: loan }));
  store.dispatch(draftLiabilityAdded({ kind: 'vehicle', liability: { ...loan, debt: 5_000 } }));
  store.dispatch(draftLiabilityRemoved({ kind: 'vehicle', index: 0 }));
  expect(selectDraftItem(store.getState(), 'vehicle')).toEqual({
    values: car,
    liabilities: [{ ...loan, debt: 5_000 }],
  });
  expect(selectDraftInProgress(store.getState())).toBe(true);
  store.dispatch(leaveRequested('/economy/properties'));
  expect(selectConfirmRoute(store.getState())).toBe('/economy/properties');
  store.dispatch(leaveCancelled());
  expect(selectConfirmRoute(store.getState())).toBeNull();

  store.dispatch(draftReset());
  expect(selectAssetDraft(store.getState())).toEqual(emptyAssetDraft);
});

test('changing the item keeps the loans already added', () => {
  const store = makeStore();
  store.dispatch(draftLiabilityAdded({ kind: 'boat', liability: loan }));
  store.dispatch(draftItemSet({ kind: 'boat', values: { asset_type: 'boat', make: 'Bavaria' } }));
  expect(selectDraftItem(store.getState(), 'boat')?.liabilities).toEqual([loan]);
});

test('the draft survives a reload: a new store starts from session storage, without the open question', () => {
  const first = makeStore();
  first.dispatch(draftItemSet({ kind: 'vehicle', values: car }));
  first.dispatch(draftLiabilityAdded({ kind: 'vehicle', liability: loan }));
  first.dispatch(leaveRequested('/home'));
  const reloaded = makeStore();
  expect(selectDraftItem(reloaded.getState(), 'vehicle')).toEqual({ values: car, liabilities: [loan] });
  expect(selectDraftInProgress(reloaded.getState())).toBe(true);
  expect(selectConfirmRoute(reloaded.getState())).toBeNull();
});

test('a reset removes the saved draft, so a reload starts empty', () => {
  const store = makeStore();
  store.dispatch(draftItemSet({ kind: 'deposit', values: { deposit_type: 'savings' } }));
  expect(window.sessionStorage.getItem(ASSET_DRAFT_STORAGE_KEY)).not.toBeNull();
  store.dispatch(draftReset());
  expect(window.sessionStorage.getItem(ASSET_DRAFT_STORAGE_KEY)).toBeNull();
  expect(selectAssetDraft(makeStore().getState())).toEqual(emptyAssetDraft);
});

test.each([
  ['signing out', loggedOut()],
  ['an expired session', sessionExpired()],
])('%s clears the draft and its saved copy (§4 logout clears the customer’s data)', (_name, action) => {
  const store = makeStore();
  store.dispatch(draftItemSet({ kind: 'property', values: { residence_type: 'owner_house' } }));
  store.dispatch(action);
  expect(selectAssetDraft(store.getState())).toEqual(emptyAssetDraft);
  expect(window.sessionStorage.getItem(ASSET_DRAFT_STORAGE_KEY)).toBeNull();
});

test('a broken or foreign saved draft is ignored, item by item', () => {
  expect(restoreAssetDraft(() => '{not json')).toEqual(emptyAssetDraft);
  expect(restoreAssetDraft(() => '[1,2]')).toEqual(emptyAssetDraft);
  expect(
    restoreAssetDraft(() =>
      JSON.stringify({
        inProgress: true,
        vehicle: { values: car, liabilities: 'x' },
        boat: { values: {}, liabilities: [] },
      }),
    ),
  ).toEqual({ ...emptyAssetDraft, inProgress: true, boat: { values: {}, liabilities: [] } });
  expect(
    restoreAssetDraft(() => {
      throw new Error('storage disabled');
    }),
  ).toEqual(emptyAssetDraft);
});
