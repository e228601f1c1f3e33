import { useIntl } from 'react-intl';

/** A term in whole months as years and months (`312` → `26 år`); a missing term shows a dash. */
export function TermDisplay({ months }: { months: number | null | undefined }) {
  const intl = useIntl();
  if (months === null || months === undefined || !Number.isFinite(months)) return <>–</>;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const id = rest === 0 ? 'term.years' : years === 0 ? 'term.months' : 'term.yearsAndMonths';
  return <span className="money">{intl.formatMessage({ id }, { years, months: rest })}</span>;
}
