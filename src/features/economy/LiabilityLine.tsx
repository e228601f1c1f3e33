// One loan in a list, in one line.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';

export type LineLiability = { debt?: unknown; interest_rate?: unknown; periodic_payment?: unknown };
const amountOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** One loan in a list: what it is, then debt · rate · payment a month. */
export function LiabilityLine({ title, liability }: { title: ReactNode; liability: LineLiability }) {
  return (
    <>
      <strong>{title}</strong> <MoneyDisplay amount={amountOf(liability.debt)} /> ·{' '}
      <PercentDisplay percent={amountOf(liability.interest_rate)} /> ·{' '}
      <FormattedMessage
        id="economy.perMonth"
        values={{ amount: <MoneyDisplay amount={amountOf(liability.periodic_payment)} /> }}
      />
    </>
  );
}
