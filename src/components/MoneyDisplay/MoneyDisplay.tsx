import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/format';
import './MoneyDisplay.css';

/** An amount in whole kroner: `1.234.567 kr.` in Danish. A missing amount shows a dash, not `0 kr.`. */
export function MoneyDisplay({ amount, className }: { amount: number | null | undefined; className?: string }) {
  const locale = useLocale();
  const classes = ['money', className].filter(Boolean).join(' ');
  if (amount === null || amount === undefined || Number.isNaN(amount)) return <span className={classes}>–</span>;
  return <span className={classes}>{formatMoney(amount, locale)}</span>;
}
