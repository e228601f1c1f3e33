// Why a customer closes a request: a reason from the list plus their own words, sent as one text (the API's
// limit, LIMITS.abortReason) and read back for the closed request.
import { LIMITS } from '../../../domain/limits';

export const ABORT_REASONS = [
  'found_elsewhere',
  'offers_not_good_enough',
  'plans_changed',
  'no_longer_needed',
  'other',
] as const;
export type AbortReason = (typeof ABORT_REASONS)[number];

/** The customer's own words: the API's limit less the longest `reason: ` prefix sent before them. */
export const MAX_ABORT_TEXT = LIMITS.abortReason - Math.max(...ABORT_REASONS.map((reason) => `${reason}: `.length));

export function abortReasonText(reason: AbortReason, text: string): string {
  const words = text.trim();
  return words ? `${reason}: ${words}` : reason;
}

/** The list reason and the customer's words of a stored close reason; an unknown text is all words. */
export function parseAbortReason(stored: string | null): { reason: AbortReason | null; text: string } {
  if (!stored) return { reason: null, text: '' };
  const match = /^([a-z_]+)(?::\s*([\s\S]*))?$/.exec(stored);
  const reason = match && (ABORT_REASONS as readonly string[]).includes(match[1]) ? (match[1] as AbortReason) : null;
  return reason ? { reason, text: match?.[2] ?? '' } : { reason: null, text: stored };
}
