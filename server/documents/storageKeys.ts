// Storage keys: made here only, and checked before one becomes a path or an object name.
import { randomUUID } from 'node:crypto';

/** A fresh key: random, so it says nothing about the customer or the file's name. */
export function newStorageKey(userId: number): string {
  return `${prefixOf(userId)}${randomUUID()}`;
}

export const prefixOf = (userId: number) => `documents/${userId}/`;

export const KEY = /^documents\/\d{1,12}\/[0-9a-f-]{36}$/;

export function checkedKey(key: string): string {
  // Keys are made by newStorageKey only; anything else must never become a path on disk.
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}
