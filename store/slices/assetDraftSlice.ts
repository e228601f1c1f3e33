// The asset form draft (spec §3): what the customer is adding on the economy pages before it is saved, so an add
// flow that spans pages (a car, then the loans that finance it) survives navigation and a reload. Kept in session
// storage (one key) by the store's listener; resetting clears every item and flag (§4), and so does signing out.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSession, removeSession, writeSession } from '../browser/sessionValue';
import { loggedOut, sessionExpired } from './authSlice';

/** The kinds of item the economy pages add (§3 Asset form draft). */
export const DRAFT_KINDS = [
  'property',
  'vehicle',
  'boat',
  'deposit',
  'stockPortfolio',
  'liability',
  'tempLiability',
] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export type DraftValues = Record<string, unknown>;

/** One item being added: its fields as typed, and the loans that will finance it. */
export type DraftItem = { values: DraftValues; liabilities: DraftValues[] };

export type AssetDraftState = Record<DraftKind, DraftItem | null> & {
  /** An add flow has started and is not yet saved or abandoned: leaving it asks first. */
  inProgress: boolean;
  /** Where the customer asked to go while a flow was in progress, until they confirm or stay. */
  confirmRoute: string | null;
};

export const ASSET_DRAFT_STORAGE_KEY = 'laanetorvet.assetDraft';

export const emptyAssetDraft: AssetDraftState = {
  property: null,
  vehicle: null,
  boat: null,
  deposit: null,
  stockPortfolio: null,
  liability: null,
  tempLiability: null,
  inProgress: false,
  confirmRoute: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDraftItem = (value: unknown): value is DraftItem =>
  isRecord(value) && isRecord(value.values) && Array.isArray(value.liabilities) && value.liabilities.every(isRecord);

/** The saved draft when present and well-formed; the empty draft otherwise (a broken save is forgotten). */
export function restoreAssetDraft(read: (key: string) => string | null = readSession): AssetDraftState {
  try {
    const stored = read(ASSET_DRAFT_STORAGE_KEY);
    if (!stored) return emptyAssetDraft;
    const parsed: unknown = JSON.parse(stored);
    if (!isRecord(parsed)) return emptyAssetDraft;
    // confirmRoute stays empty: it is a question on screen, and after a reload nobody is being asked.
    const draft: AssetDraftState = { ...emptyAssetDraft, inProgress: parsed.inProgress === true };
    for (const kind of DRAFT_KINDS) draft[kind] = isDraftItem(parsed[kind]) ? parsed[kind] : null;
    return draft;
  } catch {
    return emptyAssetDraft;
  }
}

/** Writes the draft, or removes the key when nothing is drafted. */
export function persistAssetDraft(state: AssetDraftState): void {
  const empty = !state.inProgress && DRAFT_KINDS.every((kind) => state[kind] === null);
  if (empty) removeSession(ASSET_DRAFT_STORAGE_KEY);
  else writeSession(ASSET_DRAFT_STORAGE_KEY, JSON.stringify({ ...state, confirmRoute: null }));
}

export const assetDraftSlice = createSlice({
  name: 'assetDraft',
  initialState: () => restoreAssetDraft(),
  reducers: {
    /** The customer filled in an item's own fields and moved on: the flow is in progress. */
    draftItemSet(state, action: PayloadAction<{ kind: DraftKind; values: DraftValues }>) {
      const { kind, values } = action.payload;
      state[kind] = { values, liabilities: state[kind]?.liabilities ?? [] };
      state.inProgress = true;
    },
    /** A loan that will finance the drafted item was added. */
    draftLiabilityAdded(state, action: PayloadAction<{ kind: DraftKind; liability: DraftValues }>) {
      const { kind, liability } = action.payload;
      const item = state[kind] ?? { values: {}, liabilities: [] };
      item.liabilities.push(liability);
      state[kind] = item;
      state.inProgress = true;
    },
    draftLiabilityRemoved(state, action: PayloadAction<{ kind: DraftKind; index: number }>) {
      state[action.payload.kind]?.liabilities.splice(action.payload.index, 1);
    },
    /** The customer tried to leave a flow in progress: the page asks before going to `route`. */
    leaveRequested(state, action: PayloadAction<string>) {
      state.confirmRoute = action.payload;
    },
    /** The customer chose to stay. */
    leaveCancelled(state) {
      state.confirmRoute = null;
    },
    /** Saved or abandoned: every item and flag cleared (§4). */
    draftReset() {
      return emptyAssetDraft;
    },
  },
  extraReducers: (builder) => {
    // The draft belongs to the signed-in customer (§4 Logout clears their data).
    builder.addCase(loggedOut, () => emptyAssetDraft).addCase(sessionExpired, () => emptyAssetDraft);
  },
  selectors: {
    selectAssetDraft: (state) => state,
    selectDraftItem: (state, kind: DraftKind) => state[kind],
    selectDraftInProgress: (state) => state.inProgress,
    selectConfirmRoute: (state) => state.confirmRoute,
  },
});

export const { draftItemSet, draftLiabilityAdded, draftLiabilityRemoved, leaveRequested, leaveCancelled, draftReset } =
  assetDraftSlice.actions;

export const { selectAssetDraft, selectDraftItem, selectDraftInProgress, selectConfirmRoute } =
  assetDraftSlice.selectors;
