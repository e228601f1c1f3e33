// The choices the economy's forms offer: translated resource lists, and the lenders (the customer's bank).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetCustomerResourcesQuery } from '../../../store/api/economyApi';

/** Translated option lists from the values of a resource list: `options.<list>.<value>` as the form names them. */
export function useOptions(list: string, values: readonly string[]) {
  const intl = useIntl();
  return values.map((value) => ({ value, label: intl.formatMessage({ id: `options.${list}.${value}` }) }));
}

/** The lenders of the customer resources as options ("current bank"), by id. */
export function useLenderOptions() {
  const resources = useGetCustomerResourcesQuery();
  return useMemo(
    () => (resources.data?.lenders ?? []).map((l) => ({ value: String(l.id), label: l.name })),
    [resources.data],
  );
}

/** The lender's name by id, from the customer resources. */
export function useLenderName() {
  const lenders = useLenderOptions();
  return (id: number | null) => lenders.find((l) => l.value === String(id))?.label ?? null;
}
