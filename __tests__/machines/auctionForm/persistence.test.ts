import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { FORM_VERSION } from '../../../machines/auctionForm/constants';
import { createMemoryStorage } from '../../../machines/auctionForm/memoryStorage';
import {
  FORM_STORAGE_KEY,
  clearSavedForm,
  restoreForm,
  saveForm,
  sessionStorageOrNull,
} from '../../../machines/auctionForm/persistence';
import { fillEverything, startWizard } from '../fixtures';

function filledContext() {
  const wizard = startWizard();
  wizard.send(...fillEverything());
  return wizard.context();
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('Access denied', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('§4/§9 the form saved compressed in session storage', () => {
  test('the form is saved under one product-specific key', () => {
    expect(FORM_STORAGE_KEY).toBe('laanetorvet.auctionForm');
  });

  test('saveForm writes the JSON compressed with compressToUTF16', () => {
    const storage = createMemoryStorage();
    const context = filledContext();
    expect(saveForm(context, storage)).toBe(true);
    expect(storage.length).toBe(1);
    const stored = storage.getItem(FORM_STORAGE_KEY) as string;
    expect(JSON.parse(decompressFromUTF16(stored))).toEqual(context);
    expect(stored.length).toBeLessThan(JSON.stringify(context).length);
  });

  test('restoreForm gives back the saved form', () => {
    const storage = createMemoryStorage();
    const context = filledContext();
    saveForm(context, storage);
    expect(restoreForm(storage, FORM_VERSION)).toEqual(context);
  });

  test('restoreForm returns null when nothing is saved', () => {
    expect(restoreForm(createMemoryStorage())).toBeNull();
    expect(restoreForm(null)).toBeNull();
  });

  test.each([
    ['garbage', 'not compressed at all ☃'],
    ['an empty string', ''],
    ['compressed non-JSON', compressToUTF16('{"version": 1, ')],
    ['compressed JSON that is not an object', compressToUTF16('[1,2,3]')],
    ['compressed JSON of another shape', compressToUTF16(JSON.stringify({ version: FORM_VERSION, steps: 'x' }))],
  ])('restoreForm returns null for %s', (_, stored) => {
    const storage = createMemoryStorage();
    storage.setItem(FORM_STORAGE_KEY, stored);
    expect(restoreForm(storage)).toBeNull();
  });

  test('restoreForm returns null for a form of an older version', () => {
    const storage = createMemoryStorage();
    saveForm({ ...filledContext(), version: FORM_VERSION - 1 }, storage);
    expect(restoreForm(storage, FORM_VERSION)).toBeNull();
  });

  test('restoreForm returns null when the storage throws', () => {
    expect(restoreForm(throwingStorage())).toBeNull();
  });

  test('a full storage loses the save, never throws', () => {
    const storage = createMemoryStorage({ quotaChars: 100 });
    expect(saveForm(filledContext(), storage)).toBe(false);
    expect(restoreForm(storage)).toBeNull();
  });

  test('a storage that throws on write or is absent loses the save, never throws', () => {
    expect(saveForm(filledContext(), throwingStorage())).toBe(false);
    expect(saveForm(filledContext(), null)).toBe(false);
  });

  test('clearSavedForm removes the saved form and never throws', () => {
    const storage = createMemoryStorage();
    saveForm(filledContext(), storage);
    clearSavedForm(storage);
    expect(restoreForm(storage)).toBeNull();
    expect(() => clearSavedForm(throwingStorage())).not.toThrow();
    expect(() => clearSavedForm(null)).not.toThrow();
  });

  test('session storage is found in the browser', () => {
    expect(sessionStorageOrNull()).toBe(window.sessionStorage);
  });
});
