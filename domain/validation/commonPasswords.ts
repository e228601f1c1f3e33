// The breached and common passwords a new password may not be (ASVS 2.1.7), checked offline: the list of
// @zxcvbn-ts/language-common, loaded on first use so its 380 kB stay out of every page that never asks.
import { PASSWORD_MIN_LENGTH } from './constants';

let known: Promise<ReadonlySet<string>> | undefined;

/**
 * Only the entries the length rule lets through can matter, so only those are kept (a few hundred of the list's
 * tens of thousands); lower case, as the list is.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  known ??= import(/* webpackChunkName: "common-passwords" */ '@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH)),
  );
  return known;
}

/** True when the password, in any case and without surrounding spaces, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}

/** How many passwords the whole list holds, for the README's figure and the test that keeps it true. */
export async function commonPasswordListSize(): Promise<number> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return dictionary['passwords-common'].length;
}
