// Reaching session storage, and whether a saved form waits there, without the codec or the wizard: the entry and
// the form's route ask before either has loaded, and persistence.ts reads and writes through the same access.
import { FORM_STORAGE_KEY } from './constants';

/**
 * Session storage when there is one. Reading the property itself throws in some browsers when storage is
 * disabled, hence the try.
 */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function hasSavedForm(): boolean {
  try {
    return (sessionStorageOrNull()?.getItem(FORM_STORAGE_KEY) ?? null) !== null;
  } catch {
    // Reading can throw too (a security error): nothing can have been saved then.
    return false;
  }
}
