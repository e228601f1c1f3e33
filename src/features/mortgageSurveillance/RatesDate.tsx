// Which day's bond prices the figures use.
import { FormattedMessage } from 'react-intl';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';

/** Which day's bond prices the figures use, or that none are loaded yet. */
export function RatesDate({ date, id }: { date: string | null; id: string }) {
  if (date === null) return <FormattedMessage id="mortgageSurveillance.noRates" />;
  return <FormattedMessage id={id} values={{ date: <DateDisplay value={date} dateStyle="long" /> }} />;
}
