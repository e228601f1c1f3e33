// A lender's valid_until for an offer: required for a new offer (a revision may keep the earlier date), in the
// future and at most MAX_OFFER_VALID_DAYS ahead. Answers the date, or the message id for the field's 422.
import { isAcceptableValidUntil } from '../../domain/offerValidity';

export type ValidUntilRead = { ok: true; validUntil: Date | undefined } | { ok: false; messageId: string };

export function readValidUntil(value: string | undefined, isNewOffer: boolean, now = new Date()): ValidUntilRead {
  if (value === undefined)
    return isNewOffer ? { ok: false, messageId: 'validation.required' } : { ok: true, validUntil: undefined };
  const validUntil = new Date(value);
  if (Number.isNaN(validUntil.getTime()) || !isAcceptableValidUntil(validUntil, now))
    return { ok: false, messageId: 'supplierApi.validUntilRange' };
  return { ok: true, validUntil };
}
