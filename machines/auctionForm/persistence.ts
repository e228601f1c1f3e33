// Saving the form compressed in session storage (spec §4, §9), and reading it back only when it is sound. Both need
// the codec loaded first (formCodec.ts): the form route loads it when a draft exists, the first save otherwise.
import { FORM_STORAGE_KEY, FORM_VERSION } from './constants';
import { isSavedForm } from './context';
import { loadedFormCodec } from './formCodec';
import type { AuctionFormContext } from './types';

export { FORM_STORAGE_KEY } from './constants';
export { sessionStorageOrNull } from './savedFormPresence';

export type FormWriter = Pick<Storage, 'setItem'>;
export type FormReader = Pick<Storage, 'getItem'>;

export function serializeForm(context: AuctionFormContext): string {
  const codec = loadedFormCodec();
  if (!codec) throw new Error('the form codec is not loaded (loadFormCodec)');
  return codec.compressToUTF16(JSON.stringify(context));
}

/**
 * Returns whether the form was written. A full or broken storage, or a codec not loaded yet, loses the save, never
 * the wizard.
 */
export function saveForm(context: AuctionFormContext, storage: FormWriter | null): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(FORM_STORAGE_KEY, serializeForm(context));
    return true;
  } catch {
    return false;
  }
}

/** The saved form when present, decodable, parseable, well-formed and of `version`; null otherwise. */
export function restoreForm(storage: FormReader | null, version: number = FORM_VERSION): AuctionFormContext | null {
  if (storage === null) return null;
  try {
    const stored = storage.getItem(FORM_STORAGE_KEY);
    const codec = loadedFormCodec();
    if (!stored || !codec) return null;
    const json = codec.decompressFromUTF16(stored);
    if (!json) return null;
    const parsed: unknown = JSON.parse(json);
    return isSavedForm(parsed, version) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSavedForm(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(FORM_STORAGE_KEY);
  } catch {
    // Nothing to do: a storage that cannot remove also cannot restore a stale form into a new one.
  }
}
