// The agreement as both APIs show it (contract/agreements.ts): the lead's columns and the kernel's period end.
import { withdrawalEndsOn } from '../../domain/withdrawalPeriod';
import type { Agreement } from '../../contract/agreements';

export function agreementJson(signedOn: string | null, withdrawnAt: Date | null): Agreement | null {
  if (signedOn === null) return null;
  return {
    signed_on: signedOn,
    withdrawal_ends_on: withdrawalEndsOn(signedOn),
    withdrawn_at: withdrawnAt?.toISOString() ?? null,
  };
}
