// The two answers of every yes/no question of the form, for a ChoiceGroupField.
import { useIntl } from 'react-intl';

export function useYesNoOptions() {
  const intl = useIntl();
  return [
    { value: true, label: intl.formatMessage({ id: 'form.yes' }) },
    { value: false, label: intl.formatMessage({ id: 'form.no' }) },
  ];
}
