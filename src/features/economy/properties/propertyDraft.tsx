// Helpers inside the add-a-home form: the half-filled home kept in the property draft (§3, session storage), so a
// reload or a detour loses nothing, and the town filled in from a known postal code.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useGetPostalCodeTownQuery } from '../../../../store/api/economyApi';
import { useAppDispatch } from '../../../../store/hooks';
import { draftItemSet } from '../../../../store/slices/assetDraftSlice';

type Values = Record<string, unknown>;

/** Keeps what the customer typed in the property draft once anything is typed (an untouched form is no draft). */
export function KeepPropertyDraft({ residenceType }: { residenceType: string }) {
  const { values, dirty } = useFormikContext<Values>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (dirty) dispatch(draftItemSet({ kind: 'property', values: { ...values, residence_type: residenceType } }));
  }, [values, dirty, residenceType, dispatch]);
  return null;
}

/** A known Danish postal code fills in its town, unless the customer wrote another one there. */
export function TownFromPostalCode() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const code = typeof values.postal_code === 'string' ? values.postal_code.trim() : '';
  const known = /^\d{4}$/.test(code);
  const { data } = useGetPostalCodeTownQuery({ postalCode: code, country: 'dk' }, { skip: !known });
  const filled = useRef<string | null>(null);
  const town = known ? data?.city : undefined;
  useEffect(() => {
    if (!town) return;
    const city = typeof values.city === 'string' ? values.city : '';
    if (city && city !== filled.current) return;
    filled.current = town;
    void setFieldValue('city', town, false);
    // Only a new town fills the field; the customer's own edits to it stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [town]);
  return null;
}
