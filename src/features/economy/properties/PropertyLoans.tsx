// The mortgages and loans on one home: each changed or removed in place, and a new mortgage or bank loan added.
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAddEconomyItemMutation } from '../../../../store/api/economyApi';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import {
  economyCreditSchema,
  economyLoanSchema,
  economyMortgageSchema,
} from '../../../../domain/validation/economy/economySchemas';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useOptions } from '../optionLists';
import { SavedLiability } from '../SavedLiability';
import { useAfterSave } from '../saveFeedback';
import { economySchemaContext } from '../schemaContext';
import { useEconomy } from '../useEconomy';
import type { PropertyDebts } from './propertyDebts';
import { LOAN_FIELDS, MORTGAGE_FIELDS } from './propertyFields';

const MORTGAGE_KINDS = ['fixed', 'f1', 'f3', 'f5'];

export function PropertyLoans({ propertyId, debts }: { propertyId: number; debts: PropertyDebts }) {
  const { userId } = useEconomy();
  const [adding, setAdding] = useState<'mortgage' | 'loan' | null>(null);
  const [add] = useAddEconomyItemMutation();
  const afterSave = useAfterSave();
  const kinds = useOptions('mortgageKinds', MORTGAGE_KINDS);
  const mortgageSchema = useMemo(() => economyMortgageSchema(economySchemaContext), []);
  const loanSchema = useMemo(() => economyLoanSchema(economySchemaContext, 'bank_home_loan'), []);
  const creditSchema = useMemo(() => economyCreditSchema(economySchemaContext, 'home_credit'), []);
  const { mortgages, loans } = debts;
  const stopAdding = () => setAdding(null);
  return (
    <Card title={<FormattedMessage id="economy.property.loans" />}>
      {mortgages.length + loans.length === 0 ? (
        <p className="economy-muted">
          <FormattedMessage id="economy.property.noLoans" />
        </p>
      ) : (
        <ul className="economy-list">
          {mortgages.map((m) => (
            <SavedLiability
              key={`m${m.id}`}
              title={
                <FormattedMessage id={m.loan_kind ? `options.mortgageKinds.${m.loan_kind}` : 'economy.mortgage'} />
              }
              liability={m}
              collection="mortgages"
              fields={MORTGAGE_FIELDS(kinds)}
              schema={mortgageSchema}
            />
          ))}
          {loans.map(({ item, collection }) => (
            <SavedLiability
              key={`${collection}${item.id}`}
              title={<FormattedMessage id={`economy.subType.${item.liability_sub_type}`} />}
              liability={item}
              collection={collection}
              fields={LOAN_FIELDS}
              schema={collection === 'loans' ? loanSchema : creditSchema}
            />
          ))}
        </ul>
      )}
      {adding === 'mortgage' && (
        <ItemForm
          fields={MORTGAGE_FIELDS(kinds)}
          schema={mortgageSchema}
          initial={initialValues(MORTGAGE_FIELDS(kinds))}
          extra={{ property_id: propertyId }}
          submitId="economy.property.saveMortgage"
          onCancel={stopAdding}
          save={async (body) => afterSave(await add({ userId, collection: 'mortgages', item: body }), stopAdding)}
        />
      )}
      {adding === 'loan' && (
        <ItemForm
          fields={LOAN_FIELDS}
          schema={loanSchema}
          initial={initialValues(LOAN_FIELDS)}
          extra={{ property_id: propertyId, liability_sub_type: 'bank_home_loan' }}
          submitId="economy.property.saveLoan"
          onCancel={stopAdding}
          save={async (body) => afterSave(await add({ userId, collection: 'loans', item: body }), stopAdding)}
        />
      )}
      {adding === null && (
        <div className="economy-actions">
          <Button variant="secondary" onClick={() => setAdding('mortgage')}>
            <FormattedMessage id="economy.property.addMortgage" />
          </Button>
          <Button variant="secondary" onClick={() => setAdding('loan')}>
            <FormattedMessage id="economy.property.addLoan" />
          </Button>
        </div>
      )}
    </Card>
  );
}
