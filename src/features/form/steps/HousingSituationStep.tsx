// housingSituation: where the customer lives, the homes they own (value, mortgages, bank loans) and a home they
// are buying (price, down payment, why).
import { getIn, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { CURRENT_RESIDENCE_TYPES } from '../../../../domain/formOptions';
import { OWNED_RESIDENCE_TYPES, propertySchema } from '../../../../domain/validation/steps/housingSituationSchema';
import { debtItemSchema, mortgageItemSchema } from '../../../../domain/validation/steps/debtSchemas';
import { AddressField } from '../fields/AddressField';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { DownPaymentHint } from '../hints/DownPaymentHint';
import { LoanToValueHint } from '../hints/LoanToValueHint';
import { DebtItemFields } from '../lists/DebtItemFields';
import { DEFAULTS_CONTEXT, defaultEntry } from '../lists/defaultEntry';
import { ListEditor } from '../lists/ListEditor';
import { StepForm } from '../StepForm';
import { useFormSelector, useFormSession } from '../session/formSessionContext';
import { useOptions } from '../session/stepResourcesContext';

const OWNED_HOMES: readonly string[] = ['owner_house', 'owner_flat', 'cooperative_flat'];

const newProperty = (isExisting: boolean, residenceType: string | null = null): FormRecord =>
  defaultEntry(propertySchema(DEFAULTS_CONTEXT), { is_existing: isExisting, residence_type: residenceType });
const newMortgage = () => defaultEntry(mortgageItemSchema(DEFAULTS_CONTEXT));
const newBankLoan = () =>
  defaultEntry(
    debtItemSchema(DEFAULTS_CONTEXT, { kind: 'loans', liabilityType: 'loan', liabilitySubType: 'bank_home_loan' }),
  );

export function HousingSituationStep() {
  const purpose = useFormSelector((snapshot) => snapshot.context.formPurpose);
  const addedOnOpeningRef = useRef(false);
  // A buyer is asked about the home they buy from the start: it is there when the step opens.
  const openWith = useCallback(
    (values: FormRecord) => {
      const properties = (values.properties as FormRecord[] | undefined) ?? [];
      if (purpose !== 'property_purchaser' || properties.some((p) => p.is_existing === false)) return values;
      addedOnOpeningRef.current = true;
      return { ...values, properties: [...properties, newProperty(false)] };
    },
    [purpose],
  );
  return (
    <StepForm label="housingSituation" openWith={openWith}>
      <HousingFields addedOnOpeningRef={addedOnOpeningRef} />
    </StepForm>
  );
}

function HousingFields({ addedOnOpeningRef }: { addedOnOpeningRef: RefObject<boolean> }) {
  const intl = useIntl();
  const formik = useFormikContext<FormRecord>();
  const { actor } = useFormSession();
  const residences = useOptions('residenceTypes', CURRENT_RESIDENCE_TYPES);
  const properties = (formik.values.properties as FormRecord[] | undefined) ?? [];
  const residence = formik.values.residence_type;
  const previousResidence = useRef(residence);

  // An owner is asked about the home they own: choosing to own one adds it, so the questions follow at once.
  useEffect(() => {
    const changed = previousResidence.current !== residence;
    previousResidence.current = residence;
    if (!changed || typeof residence !== 'string' || !OWNED_HOMES.includes(residence)) return;
    if (properties.some((p) => p.is_existing === true)) return;
    void formik.setFieldValue('properties', [newProperty(true, residence), ...properties], false);
    actor.send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: properties.length + 1 });
    // Only a change of the residence adds a home.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [residence]);

  // The wizard's list grows with the home the opening added (the form has it already).
  useEffect(() => {
    if (!addedOnOpeningRef.current) return;
    addedOnOpeningRef.current = false;
    actor.send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: properties.length });
    // Once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <ChoiceGroupField
        name="residence_type"
        legend={intl.formatMessage({ id: 'form.housing.residence' })}
        options={residences}
      />
      <ListEditor
        name="properties"
        listRef={{ step: 'housingSituation', list: 'properties' }}
        entryTitle={(index, entry) =>
          intl.formatMessage(
            { id: entry.is_existing === false ? 'form.housing.newHome' : 'form.housing.ownedHome' },
            { number: index + 1 },
          )
        }
        renderEntry={(index, prefix) => <PropertyFields prefix={prefix} index={index} />}
        addButtons={[
          { label: intl.formatMessage({ id: 'form.housing.addOwned' }), newEntry: () => newProperty(true) },
          { label: intl.formatMessage({ id: 'form.housing.addNew' }), newEntry: () => newProperty(false) },
        ]}
      />
    </>
  );
}

function PropertyFields({ prefix }: { prefix: string; index: number }) {
  const intl = useIntl();
  const formik = useFormikContext<FormRecord>();
  const property = getIn(formik.values, prefix) as FormRecord;
  const types = useOptions('residenceTypes', OWNED_RESIDENCE_TYPES);
  const reasons = useOptions('newPropertyReasons');
  const at = (field: string) => `${prefix}.${field}`;
  const existing = property.is_existing !== false;
  return (
    <div className="entry-fields">
      <SelectField
        name={at('residence_type')}
        label={<FormattedMessage id="form.housing.type" />}
        options={types}
        placeholder={intl.formatMessage({ id: 'form.choose' })}
      />
      <AddressField
        prefix={prefix}
        label={intl.formatMessage({ id: existing ? 'form.address.label' : 'form.address.labelNew' })}
        description={intl.formatMessage({ id: existing ? 'form.address.hint' : 'form.address.hintNew' })}
      />
      {existing ? (
        <>
          <MoneyField
            name={at('value')}
            label={<FormattedMessage id="form.housing.value" />}
            description={<FormattedMessage id="form.housing.valueHint" />}
          />
          <h3 className="entry-fields__subheading">
            <FormattedMessage id="form.housing.mortgages" />
          </h3>
          <ListEditor
            name={at('mortgages')}
            headingLevel={4}
            entryTitle={(i) => intl.formatMessage({ id: 'form.housing.mortgage' }, { number: i + 1 })}
            renderEntry={(_i, itemPrefix) => <DebtItemFields prefix={itemPrefix} kind="mortgage" />}
            addButtons={[{ label: intl.formatMessage({ id: 'form.housing.addMortgage' }), newEntry: newMortgage }]}
            empty={<FormattedMessage id="form.housing.noMortgages" />}
          />
          <h3 className="entry-fields__subheading">
            <FormattedMessage id="form.housing.bankLoans" />
          </h3>
          <ListEditor
            name={at('loans')}
            headingLevel={4}
            entryTitle={(i) => intl.formatMessage({ id: 'form.housing.bankLoan' }, { number: i + 1 })}
            renderEntry={(_i, itemPrefix) => <DebtItemFields prefix={itemPrefix} kind="loan" />}
            addButtons={[{ label: intl.formatMessage({ id: 'form.housing.addBankLoan' }), newEntry: newBankLoan }]}
            empty={<FormattedMessage id="form.housing.noBankLoans" />}
          />
          <LoanToValueHint property={property} />
          <MoneyField
            name={at('new_loan_amount')}
            label={<FormattedMessage id="form.housing.extraLoan" />}
            description={<FormattedMessage id="form.housing.extraLoanHint" />}
          />
        </>
      ) : (
        <>
          <div className="field-row">
            <MoneyField name={at('price')} label={<FormattedMessage id="form.housing.price" />} />
            <MoneyField
              name={at('down_payment')}
              label={<FormattedMessage id="form.housing.downPayment" />}
              dependsOn={[at('price')]}
            />
          </div>
          <DownPaymentHint
            price={property.price}
            downPayment={property.down_payment}
            home={property.residence_type !== 'holiday_home'}
          />
          <SelectField
            name={at('reason')}
            label={<FormattedMessage id="form.housing.reason" />}
            options={reasons}
            placeholder={intl.formatMessage({ id: 'form.choose' })}
          />
        </>
      )}
    </div>
  );
}
