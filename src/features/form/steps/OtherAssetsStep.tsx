// otherAssets: a vehicle the customer wants to buy (what it is and what it costs), and the vehicles and boats they
// own with their loans.
import { getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { formOptions } from '../../../../domain/formOptions';
import { Field } from '../../../components/Field/Field';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { debtItemSchema } from '../../../../domain/validation/steps/debtSchemas';
import { assetSchema } from '../../../../domain/validation/steps/otherAssetsSchema';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { useYesNoOptions } from '../../../components/Field/useYesNoOptions';
import { DownPaymentHint } from '../hints/DownPaymentHint';
import { DebtItemFields } from '../lists/DebtItemFields';
import { DEFAULTS_CONTEXT, defaultEntry } from '../lists/defaultEntry';
import { ListEditor } from '../lists/ListEditor';
import { StepForm } from '../StepForm';
import { useOptions } from '../session/stepResourcesContext';
import { FieldGroup } from '../fields/FieldGroup';

const newAsset = () => defaultEntry(assetSchema(DEFAULTS_CONTEXT));
const newAssetLoan = () =>
  defaultEntry(debtItemSchema(DEFAULTS_CONTEXT, { kind: 'loans', liabilityType: 'loan', liabilitySubType: 'car' }));

export function OtherAssetsStep() {
  return (
    <StepForm label="otherAssets">
      <AssetFields />
    </StepForm>
  );
}

function AssetFields() {
  const intl = useIntl();
  const { values } = useFormikContext<FormRecord>();
  const types = useOptions('assetTypes');
  const yesNo = useYesNoOptions();
  const conditions = formOptions.vehicleConditions.map((value) => ({
    value,
    label: intl.formatMessage({ id: `options.vehicleConditions.${value}` }),
  }));
  return (
    <>
      <ChoiceGroupField
        name="want_new_vehicle"
        legend={intl.formatMessage({ id: 'form.assets.wantNew' })}
        options={yesNo}
        variant="inline"
      />
      {values.want_new_vehicle === true && (
        <FieldGroup legendId="form.assets.newVehicle">
          <SelectField
            name="new_vehicle_type"
            label={<FormattedMessage id="form.assets.type" />}
            options={types}
            placeholder={intl.formatMessage({ id: 'form.choose' })}
          />
          <div className="field-row">
            <Field name="new_vehicle_make" label={<FormattedMessage id="form.assets.make" />} />
            <Field name="new_vehicle_model" label={<FormattedMessage id="form.assets.model" />} />
          </div>
          <div className="field-row">
            <Field
              name="new_vehicle_year"
              label={<FormattedMessage id="form.assets.year" />}
              inputMode="numeric"
              maxLength={4}
              className="field--narrow"
            />
            <ChoiceGroupField
              name="new_vehicle_condition"
              legend={intl.formatMessage({ id: 'form.assets.condition' })}
              options={conditions}
              variant="inline"
            />
          </div>
          <div className="field-row">
            <MoneyField name="new_vehicle_price" label={<FormattedMessage id="form.assets.price" />} />
            <MoneyField
              name="new_vehicle_down_payment"
              label={<FormattedMessage id="form.assets.downPayment" />}
              dependsOn={['new_vehicle_price']}
            />
          </div>
          <DownPaymentHint
            price={values.new_vehicle_price}
            downPayment={values.new_vehicle_down_payment}
            home={false}
          />
        </FieldGroup>
      )}
      <h2 className="step-form__subheading">
        <FormattedMessage id="form.assets.owned" />
      </h2>
      <ListEditor
        name="assets"
        listRef={{ step: 'otherAssets', list: 'assets' }}
        entryTitle={(index, entry) =>
          [entry.make, entry.model].filter(Boolean).join(' ') ||
          intl.formatMessage({ id: 'form.assets.asset' }, { number: index + 1 })
        }
        renderEntry={(_index, prefix) => <OwnedAsset prefix={prefix} />}
        addButtons={[{ label: intl.formatMessage({ id: 'form.assets.add' }), newEntry: newAsset }]}
        empty={<FormattedMessage id="form.assets.none" />}
      />
    </>
  );
}

function OwnedAsset({ prefix }: { prefix: string }) {
  const intl = useIntl();
  const types = useOptions('assetTypes');
  const { values } = useFormikContext<FormRecord>();
  const at = (field: string) => `${prefix}.${field}`;
  const boat = getIn(values, at('asset_type')) === 'boat';
  return (
    <div className="entry-fields">
      <SelectField
        name={at('asset_type')}
        label={<FormattedMessage id="form.assets.type" />}
        options={types}
        placeholder={intl.formatMessage({ id: 'form.choose' })}
      />
      <div className="field-row">
        <Field name={at('make')} label={<FormattedMessage id="form.assets.make" />} />
        <Field
          name={at('model')}
          label={<FormattedMessage id="form.assets.model" />}
          description={<FormattedMessage id="form.optional" />}
        />
      </div>
      <div className="field-row">
        <Field
          name={at('year')}
          label={<FormattedMessage id="form.assets.year" />}
          inputMode="numeric"
          className="field--narrow"
        />
        <MoneyField name={at('value')} label={<FormattedMessage id="form.assets.value" />} />
      </div>
      <ListEditor
        name={at('loans')}
        headingLevel={3}
        entryTitle={(i) =>
          intl.formatMessage({ id: boat ? 'form.assets.boatLoan' : 'form.assets.carLoan' }, { number: i + 1 })
        }
        renderEntry={(_i, itemPrefix) => <DebtItemFields prefix={itemPrefix} kind="loan" />}
        addButtons={[{ label: intl.formatMessage({ id: 'form.assets.addLoan' }), newEntry: newAssetLoan }]}
        max={3}
      />
    </div>
  );
}
