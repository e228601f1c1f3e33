// The two answers of every yes/no question (the request form's, the economy pages'), for a ChoiceGroupField.
import { useIntl } from 'react-intl';

export function useYesNoOptions() {
  const intl = useIntl();
  return [
    { value: true, label: intl.formatMessage({ id: 'common.yes' }) },
    { value: false, label: intl.formatMessage({ id: 'common.no' }) },
  ];
}
