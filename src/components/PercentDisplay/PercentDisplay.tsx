import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatPercent } from '../../lib/format';

/** A rate the API sends in percent (`3.5` → `3,5 %` in Danish); a missing rate shows a dash. */
export function PercentDisplay({ percent, className }: { percent: number | null | undefined; className?: string }) {
  const locale = useLocale();
  const classes = ['money', className].filter(Boolean).join(' ');
  if (percent === null || percent === undefined || Number.isNaN(percent)) return <span className={classes}>–</span>;
  return <span className={classes}>{formatPercent(percent, locale)}</span>;
}
