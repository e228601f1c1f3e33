// What each half of family and work asks: the aboutYou step's fields on one, the employment step's on the other.
import { useMemo } from 'react';
import { formOptions, hasPartner } from '../../../../domain/formOptions';
import type { FieldSpec } from '../fieldSpec';
import { useOptions } from '../optionLists';

export type FamilyAndWorkHalf = 'family' | 'work';

const withPartner = (values: Record<string, unknown>) => hasPartner(values.civil_status);

export function useFamilyAndWorkFields(half: FamilyAndWorkHalf): FieldSpec[] {
  const civil = useOptions('civilStatuses', formOptions.civilStatuses);
  const employment = useOptions('employmentTypes', formOptions.employmentTypes);
  // The partner's work and income are asked where the civil status is changed too: a new partner needs them.
  const partnerWork: FieldSpec[] = useMemo(
    () => [
      {
        name: 'co_applicant_employment_type',
        kind: 'select',
        labelId: 'economy.field.co_applicant_employment_type',
        options: employment,
        when: withPartner,
      },
      {
        name: 'co_applicant_monthly_income',
        kind: 'money',
        labelId: 'economy.field.co_applicant_monthly_income',
        when: withPartner,
      },
    ],
    [employment],
  );
  return useMemo(
    () =>
      half === 'family'
        ? [
            { name: 'civil_status', kind: 'select', labelId: 'economy.field.civil_status', options: civil },
            { name: 'birth_date', kind: 'date', labelId: 'economy.field.birth_date' },
            { name: 'children_count', kind: 'number', labelId: 'economy.field.children_count' },
            { name: 'co_applicant_name', kind: 'text', labelId: 'economy.field.co_applicant_name', when: withPartner },
            {
              name: 'co_applicant_birth_date',
              kind: 'date',
              labelId: 'economy.field.co_applicant_birth_date',
              when: withPartner,
            },
            ...partnerWork,
            // The aboutYou step's question (§5 is_registered_as_bad_payer), asked whatever the civil status.
            { name: 'is_registered_as_bad_payer', kind: 'yesNo', labelId: 'economy.field.is_registered_as_bad_payer' },
          ]
        : [
            { name: 'employment_type', kind: 'select', labelId: 'economy.field.employment_type', options: employment },
            { name: 'employer', kind: 'text', labelId: 'economy.field.employer' },
            { name: 'employed_since', kind: 'date', labelId: 'economy.field.employed_since' },
            { name: 'monthly_income', kind: 'money', labelId: 'economy.field.monthly_income' },
            ...partnerWork,
          ],
    [half, civil, employment, partnerWork],
  );
}
