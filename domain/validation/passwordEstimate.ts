// The strength estimator itself, a chunk of its own (passwordStrength.ts loads it on first use): zxcvbn-ts with its
// common and English dictionaries, and its feedback turned into our message ids, whose texts come with it
// (the passwordStrength message bundle).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { ValidationMessage } from './message';
import type { PasswordFeedback } from './passwordStrength';

// No translations: the feedback comes back as zxcvbn's keys. Levenshtein matching is left off: it took 0.2–0.6 s
// a check, without it a few milliseconds.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
});

/** The warnings that mean the password is on, or one of the first entries of, the breached and common list. */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'pwned']);

function warningMessage(key: string | null): ValidationMessage {
  if (!key) return { id: 'validation.password_weak' };
  return COMMON_WARNINGS.has(key) ? { id: 'validation.password_common' } : { id: `passwordStrength.warning.${key}` };
}

/** zxcvbn's score of the password against its dictionaries and the user's own words, with its feedback. */
export function estimate(password: string, userWords: string[]): PasswordFeedback {
  const result = zxcvbn.check(password, userWords);
  return {
    score: result.score,
    warning: warningMessage(result.feedback.warning),
    suggestions: result.feedback.suggestions.map((suggestion) => ({ id: `passwordStrength.suggestion.${suggestion}` })),
  };
}
