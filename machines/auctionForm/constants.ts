// Constants of the auction form (spec §3, §9), each defined once.
import type { Currency } from './types';

/** Bump when the saved form's shape changes: older saves are then ignored, not misread. */
export const FORM_VERSION = 1;

/**
 * The wizard machine's version, carried by every recording. Bump it whenever an event's effect changes (a guard, an
 * action, a transition): a recording replayed under another version may take other steps, and replay says so.
 */
export const MACHINE_VERSION = 1;

/** The affiliate key of the product itself, used when the visitor came without one. */
export const PRODUCT_AFFILIATE_KEY = 'laanetorvet';

export const COUNTRY_CODE = 'dk';

export const CURRENCY: Currency = { code: 'dkk', id: 208, name: 'Danish Krone', precision: 2 };

/** GROW_LIST beyond this is refused: no form needs more, and a bad count must not freeze the tab. */
export const MAX_LIST_ENTRIES = 25;

/** The one session-storage key of the saved form (here, not in persistence.ts, so reading it needs no lz-string). */
export const FORM_STORAGE_KEY = 'laanetorvet.auctionForm';
