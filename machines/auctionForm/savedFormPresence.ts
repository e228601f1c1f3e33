// Whether a saved form waits in session storage, read without the codec or the wizard: the entry and the form's
// route ask before either has loaded.
import { FORM_STORAGE_KEY } from './constants';

export function hasSavedForm(): boolean {
  try {
    return (globalThis.sessionStorage?.getItem(FORM_STORAGE_KEY) ?? null) !== null;
  } catch {
    // Storage disabled: nothing can have been saved.
    return false;
  }
}
