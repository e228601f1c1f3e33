// Offer comparison state (spec §3): which request is compared, which columns are shown (lead ids; 0 is the
// customer's own situation), and the two of them a narrow screen shows side by side. The request's data stays in
// the API cache; this holds only the customer's choices. Injected when the comparison page loads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { OWN_COLUMN } from '../../domain/offerComparison';
import { loggedOut, sessionExpired } from './authSlice';
import { rootReducer, type RootState } from '../store';

/** A narrow screen shows this many columns at a time. */
export const MOBILE_COLUMNS = 2;

export type OfferComparisonState = {
  /** §3 `rfq`: the id of the request being compared. */
  rfqId: number | null;
  /** §3 `showOffers`: the columns shown, in order; 0 is the customer's own situation. */
  showOffers: number[];
  /** §3 `mobileView`: the (at most two) columns a narrow screen shows, each one of showOffers. */
  mobileView: number[];
};

export const initialOfferComparisonState: OfferComparisonState = { rfqId: null, showOffers: [], mobileView: [] };

/** Keeps the narrow view's choices that are still shown, then fills up: the own column first, then in order. */
function fitMobileView(current: readonly number[], shown: readonly number[]): number[] {
  const kept = current.filter((id) => shown.includes(id));
  const fill = [...(shown.includes(OWN_COLUMN) ? [OWN_COLUMN] : []), ...shown].filter(
    (id, i, all) => all.indexOf(id) === i,
  );
  for (const id of fill) {
    if (kept.length >= MOBILE_COLUMNS) break;
    if (!kept.includes(id)) kept.push(id);
  }
  return kept;
}

export const offerComparisonSlice = createSlice({
  name: 'offerComparison',
  initialState: initialOfferComparisonState,
  reducers: {
    /** The comparison page opened (or its route changed) with these columns. */
    comparisonOpened(state, action: PayloadAction<{ rfqId: number; showOffers: number[] }>) {
      const { rfqId, showOffers } = action.payload;
      const sameRfq = state.rfqId === rfqId;
      state.rfqId = rfqId;
      state.showOffers = showOffers;
      state.mobileView = fitMobileView(sameRfq ? state.mobileView : [], showOffers);
    },
    /** On a narrow screen the customer picked which column to show at `position` (0 or 1). */
    mobileColumnChosen(state, action: PayloadAction<{ position: number; columnId: number }>) {
      const { position, columnId } = action.payload;
      if (!state.showOffers.includes(columnId) || position < 0 || position >= MOBILE_COLUMNS) return;
      const other = state.mobileView.indexOf(columnId);
      const previous = state.mobileView[position];
      // Choosing the column the other side shows swaps them, so the two sides never show the same column.
      if (other !== -1 && other !== position && previous !== undefined) state.mobileView[other] = previous;
      state.mobileView[position] = columnId;
      state.mobileView = fitMobileView(state.mobileView, state.showOffers);
    },
  },
  extraReducers: (builder) => {
    // The comparison belongs to the signed-in customer (§4 Logout clears their data).
    builder
      .addCase(loggedOut, () => initialOfferComparisonState)
      .addCase(sessionExpired, () => initialOfferComparisonState);
  },
  selectors: {
    selectComparedRfqId: (state) => state.rfqId,
    selectShownOffers: (state) => state.showOffers,
    selectMobileView: (state) => state.mobileView,
  },
});

/** The slice as part of the app's store; its selectors read the initial state until it is first used. */
export const injectedOfferComparisonSlice = offerComparisonSlice.injectInto(rootReducer);

export const { comparisonOpened, mobileColumnChosen } = offerComparisonSlice.actions;

// RootState is typed without lazily injected slices; the injected selectors read `offerComparison` when present
// and the initial state before the slice is injected.
type WithComparison = RootState & { offerComparison?: OfferComparisonState };
const { selectors } = injectedOfferComparisonSlice;
export const selectComparedRfqId = (state: RootState) => selectors.selectComparedRfqId(state as WithComparison);
export const selectShownOffers = (state: RootState) => selectors.selectShownOffers(state as WithComparison);
export const selectMobileView = (state: RootState) => selectors.selectMobileView(state as WithComparison);
