// §3 Offer comparison state: rfq, showOffers (0 = the customer's own column) and the narrow screen's two columns.
import { loggedOut } from '../../store/slices/authSlice';
import {
  comparisonOpened,
  initialOfferComparisonState,
  mobileColumnChosen,
  offerComparisonSlice,
  selectComparedRfqId,
  selectMobileView,
  selectShownOffers,
} from '../../store/slices/offerComparisonSlice';
import { makeStore } from '../../store/store';

const reduce = offerComparisonSlice.reducer;

test('opening a comparison sets the request and columns; a narrow screen starts with the own column and the first offer', () => {
  const state = reduce(initialOfferComparisonState, comparisonOpened({ rfqId: 12, showOffers: [0, 42, 41, 45] }));
  expect(state).toEqual({ rfqId: 12, showOffers: [0, 42, 41, 45], mobileView: [0, 42] });
});

test('without the own column, the narrow view shows the first two offers; with one column, that one', () => {
  expect(reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [41, 45] })).mobileView).toEqual([41, 45]);
  expect(reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [45] })).mobileView).toEqual([45]);
});

test('choosing a column for one side keeps the other side', () => {
  let state = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42, 41, 45] }));
  state = reduce(state, mobileColumnChosen({ position: 1, columnId: 45 }));
  expect(state.mobileView).toEqual([0, 45]);
});

test('choosing the column the other side shows swaps the two', () => {
  let state = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42, 41] }));
  state = reduce(state, mobileColumnChosen({ position: 0, columnId: 42 }));
  expect(state.mobileView).toEqual([42, 0]);
});

test('a column that is not shown, or a position beyond two, is ignored', () => {
  const opened = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42] }));
  expect(reduce(opened, mobileColumnChosen({ position: 0, columnId: 99 }))).toEqual(opened);
  expect(reduce(opened, mobileColumnChosen({ position: 2, columnId: 42 }))).toEqual(opened);
});

test('changing the columns keeps the narrow choice where it is still shown and fills up the rest', () => {
  let state = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42, 41, 45] }));
  state = reduce(state, mobileColumnChosen({ position: 1, columnId: 45 }));
  state = reduce(state, comparisonOpened({ rfqId: 12, showOffers: [41, 45] }));
  expect(state.mobileView).toEqual([45, 41]);
});

test('another request starts afresh', () => {
  let state = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42, 41] }));
  state = reduce(state, mobileColumnChosen({ position: 1, columnId: 41 }));
  state = reduce(state, comparisonOpened({ rfqId: 13, showOffers: [0, 42, 41] }));
  expect(state.mobileView).toEqual([0, 42]);
});

test('signing out clears the comparison (§4 Logout)', () => {
  const state = reduce(undefined, comparisonOpened({ rfqId: 12, showOffers: [0, 42] }));
  expect(reduce(state, loggedOut())).toEqual(initialOfferComparisonState);
});

test("in the app's store: injected, and the selectors read it (initial state before first use)", () => {
  const store = makeStore();
  expect(selectShownOffers(store.getState())).toEqual([]);
  store.dispatch(comparisonOpened({ rfqId: 12, showOffers: [0, 45] }));
  expect(selectComparedRfqId(store.getState())).toBe(12);
  expect(selectShownOffers(store.getState())).toEqual([0, 45]);
  expect(selectMobileView(store.getState())).toEqual([0, 45]);
});
