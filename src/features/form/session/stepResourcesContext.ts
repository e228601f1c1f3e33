// The loaded resources of the step on screen, and its option lists with translated labels
// (`options.<list>.<value>`).
import { createContext, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formOptions, type FormOptionList } from '../../../../domain/formOptions';
import type { FormResources, Lender } from '../../../../store/api/formResourcesApi';

export const StepResourcesContext = createContext<FormResources>({});

export interface OptionItem {
  value: string;
  label: string;
}

/** The options of a list as the server sent them, labelled in the page's language; `only` narrows them. */
export function useOptions(list: FormOptionList, only?: readonly string[]): OptionItem[] {
  const resources = useContext(StepResourcesContext);
  const intl = useIntl();
  const values = resources[list];
  return useMemo(
    () =>
      (values ?? [])
        .filter((value) => !only || only.includes(value))
        .map((value) => ({ value, label: intl.formatMessage({ id: `options.${list}.${value}` }) })),
    [values, only, list, intl],
  );
}

export function useLenders(): Lender[] {
  return useContext(StepResourcesContext).lenders ?? [];
}

/** A list's options from the bundle (formOptions) rather than the server: for a step that must show at once. */
export function useBundledOptions(list: FormOptionList): OptionItem[] {
  const intl = useIntl();
  return useMemo(
    () => formOptions[list].map((value) => ({ value, label: intl.formatMessage({ id: `options.${list}.${value}` }) })),
    [list, intl],
  );
}
