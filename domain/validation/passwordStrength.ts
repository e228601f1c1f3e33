// How guessable a new password is (§5 strong_password): zxcvbn-ts's estimate with its common and English
// dictionaries (the breached-password list among them) and, as words an attacker tries first, the account's own
// e-mail and name and the product's name. The estimator and its dictionaries are a chunk of their own, loaded on
// first use, so no page carries them in its first bytes; the server loads them on its first check.
import type { ValidationMessage } from './message';

/** zxcvbn's score from 0 to 4: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

/** The product's name as people write it, with and without å, so "laanetorvet2024" counts as a guess. */
export const PRODUCT_NAMES: readonly string[] = ['Lånetorvet', 'laanetorvet', 'lanetorvet'];

type Estimator = typeof import('./passwordEstimate');
let estimator: Promise<Estimator> | undefined;

/** Loads the estimator once (the first check, or a password field typed in, so the check does not wait for it). */
export function loadPasswordEstimator(): Promise<Estimator> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './passwordEstimate');
  return estimator;
}

/**
 * The words of the user's inputs: each one whole and split at anything not a letter or digit ("Mette Hansen",
 * "mette.hansen@example.dk" give mette, hansen, example too), so a password built from a part is caught.
 */
export function userInputWords(inputs: readonly unknown[]): string[] {
  const whole = [...inputs, ...PRODUCT_NAMES].filter(
    (input): input is string => typeof input === 'string' && input.trim() !== '',
  );
  const parts = whole.flatMap((input) => input.split(/[^\p{L}\p{N}]+/u)).filter((part) => [...part].length >= 3);
  return [...new Set([...whole, ...parts].map((word) => word.trim().toLowerCase()))];
}

export interface PasswordFeedback {
  score: number;
  /** What makes it guessable, as a message: on the common list, else zxcvbn's warning, else a plain "too easy". */
  warning: ValidationMessage;
  /** What to do instead (zxcvbn's suggestions), as messages. */
  suggestions: ValidationMessage[];
}

/**
 * The estimate of a password, without surrounding spaces (they add nothing a guesser would not try), against the
 * user's own inputs (e-mail, name) and the product's name.
 */
export async function passwordFeedback(
  password: string,
  userInputs: readonly unknown[] = [],
): Promise<PasswordFeedback> {
  const { estimate } = await loadPasswordEstimator();
  return estimate(password.trim(), userInputWords(userInputs));
}
