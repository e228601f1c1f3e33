// The credit agreement and the customer's right to withdraw from it (kreditaftaleloven § 19): the lender reports
// the signing (POST /supplier-api/v1/leads/{leadId}/agreement), the customer withdraws
// (POST /api/customer/leads/{leadId}/withdrawal). The period's end is the kernel's (domain/withdrawalPeriod.ts).
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from './primitives';

const IsoDate = (description: string) =>
  Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-23'], description });

export const AgreementInput = Type.Object({
  signed_on: IsoDate(
    'The Danish calendar day the customer and you concluded the credit agreement (YYYY-MM-DD): not in the future, ' +
      'not before the customer chose your offer. The 14-day withdrawal period runs from it.',
  ),
});

export const Agreement = Type.Object(
  {
    signed_on: IsoDate('The day the credit agreement was concluded.'),
    withdrawal_ends_on: IsoDate(
      'The last day the customer may withdraw (inclusive): 14 days after signed_on, moved to the next working day ' +
        'when it falls on a Saturday, Sunday or Danish holiday.',
    ),
    withdrawn_at: Nullable(IsoDateTime({ description: 'When the customer withdrew from the agreement; null if not.' })),
  },
  { description: 'The signed credit agreement; null until the lender reports it.' },
);

export const WITHDRAWAL_CONFLICTS = ['not_signed', 'already_withdrawn', 'period_over'] as const;

export const WithdrawalConflictResponse = Type.Object(
  {
    message: Type.String(),
    reason: Type.Union(
      WITHDRAWAL_CONFLICTS.map((r) => Type.Literal(r)),
      {
        description:
          'not_signed: the lender has not reported a signed agreement; already_withdrawn; period_over: the last ' +
          'day to withdraw has passed.',
      },
    ),
  },
  { description: 'Conflicts with the current state: see reason.' },
);

export type AgreementInput = Static<typeof AgreementInput>;
export type Agreement = Static<typeof Agreement>;
export type WithdrawalConflictReason = (typeof WITHDRAWAL_CONFLICTS)[number];
