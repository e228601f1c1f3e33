import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatDate, isoDate, type DateStyle } from '../../lib/format';

/** A date in the active language inside `<time>`, so assistive tech and machines get the exact value. */
export function DateDisplay({
  value,
  dateStyle = 'medium',
  className,
}: {
  value: string | Date | null | undefined;
  dateStyle?: DateStyle;
  className?: string;
}) {
  const locale = useLocale();
  const text = formatDate(value, locale, dateStyle);
  if (!text) return <span className={className}>–</span>;
  return (
    <time className={className} dateTime={isoDate(value)}>
      {text}
    </time>
  );
}
