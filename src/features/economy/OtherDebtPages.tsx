// economy/other-debt: loans and credit lines not secured on a home (consumer, car, student loans, cards), added
// by liability type with the otherDebt step's rules, changed or deleted on other-debt/edit.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useAddEconomyItemMutation,
  useUpdateEconomyItemMutation,
  type EconomicProfile,
  type EconomyCollection,
} from '../../../store/api/economyApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { paths } from '../../../domain/paths';
import { economyCreditSchema, economyLoanSchema } from '../../../domain/validation/economy/economySchemas';
import {
  EconomyFrame,
  economySchemaContext,
  initialValues,
  ItemForm,
  LIABILITY_FIELDS,
  useAfterSave,
  useEconomy,
  type FieldSpec,
} from './economyShared';
import { useDeferredDelete } from './deferredDelete';

/** The otherDebt step's lists (spec §3): `<liability_sub_type>_<liability_type>s`. */
export const OTHER_DEBT_TYPES = {
  consumer_loans: { collection: 'loans', subType: 'consumer' },
  car_loans: { collection: 'loans', subType: 'car' },
  student_loans: { collection: 'loans', subType: 'student' },
  card_credits: { collection: 'credits', subType: 'card' },
} as const satisfies Record<string, { collection: EconomyCollection; subType: string }>;
type DebtType = keyof typeof OTHER_DEBT_TYPES;

type Liability = EconomicProfile['loans'][number] & { limit?: number | null };

const BASE_FIELDS = LIABILITY_FIELDS;

function fieldsFor(
  type: DebtType,
  economy: EconomicProfile | null,
  intl: ReturnType<typeof useIntl>,
): readonly FieldSpec[] {
  if (type === 'card_credits')
    return [...BASE_FIELDS, { name: 'limit', kind: 'money', labelId: 'economy.field.limit' }];
  if (type === 'car_loans' && economy && economy.vehicles.length > 0)
    return [
      {
        name: 'vehicle_id',
        kind: 'select',
        labelId: 'economy.field.vehicle_id',
        options: economy.vehicles.map((v) => ({
          value: String(v.id),
          label:
            [v.make, v.model, v.year].filter(Boolean).join(' ') ||
            intl.formatMessage({ id: `options.assetTypes.${v.asset_type}` }),
        })),
      },
      ...BASE_FIELDS,
    ];
  return BASE_FIELDS;
}

function schemaFor(type: DebtType) {
  const { collection, subType } = OTHER_DEBT_TYPES[type];
  return collection === 'credits'
    ? economyCreditSchema(economySchemaContext, subType)
    : economyLoanSchema(economySchemaContext, subType);
}

export const typeOf = (l: Liability, collection: 'loans' | 'credits'): DebtType =>
  collection === 'credits'
    ? 'card_credits'
    : (`${l.liability_sub_type}_loans` as DebtType) in OTHER_DEBT_TYPES
      ? (`${l.liability_sub_type}_loans` as DebtType)
      : 'consumer_loans';

/** Debt that is not secured on a home: the other-debt pages' items, with their collection. */
export function otherDebts(economy: EconomicProfile) {
  return [
    ...economy.loans
      .filter((l) => l.property_id === null)
      .map((l) => ({ item: l as Liability, collection: 'loans' as const })),
    ...economy.credits
      .filter((c) => c.property_id === null)
      .map((c) => ({ item: c as Liability, collection: 'credits' as const })),
  ];
}

function DebtRow({ item, collection }: { item: Liability; collection: 'loans' | 'credits' }) {
  return (
    <>
      <strong>
        <FormattedMessage id={`options.liabilityTypes.${typeOf(item, collection)}`} />
      </strong>
      {!item.debtable &&
        item.liability_sub_type !== 'consumer' &&
        item.liability_sub_type !== 'student' &&
        item.liability_sub_type !== 'card' && (
          <span className="economy-muted">
            {' '}
            (<FormattedMessage id="economy.otherDebt.unsecured" />)
          </span>
        )}
      <div>
        <MoneyDisplay amount={item.debt} /> · <PercentDisplay percent={item.interest_rate} /> ·{' '}
        <FormattedMessage id="economy.perMonth" values={{ amount: <MoneyDisplay amount={item.periodic_payment} /> }} />
      </div>
    </>
  );
}

function AddDebtLinks() {
  return (
    <ul className="economy-add-links">
      {(Object.keys(OTHER_DEBT_TYPES) as DebtType[]).map((type) => (
        <li key={type}>
          <Link to={paths.economy.addOtherDebt.getHref(type)} variant="button-secondary">
            {/* One sentence per type: "Add {type}" with a list label made "Add Credits". */}
            <FormattedMessage id={`economy.otherDebt.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OtherDebtPage() {
  const { economy } = useEconomy();
  const debts = economy ? otherDebts(economy) : [];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.otherDebt.title" />}
        description={<FormattedMessage id="economy.otherDebt.intro" />}
        actions={
          debts.length > 0 ? (
            <Link to={paths.economy.editOtherDebt.path} variant="button-secondary">
              <FormattedMessage id="economy.otherDebt.editAll" />
            </Link>
          ) : undefined
        }
      />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : debts.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="economy.otherDebt.empty.title" />}
              description={<FormattedMessage id="economy.otherDebt.empty.text" />}
            />
          ) : (
            <ul className="economy-list">
              {debts.map(({ item, collection }) => (
                <li key={`${collection}-${item.id}`}>
                  <DebtRow item={item} collection={collection} />
                </li>
              ))}
            </ul>
          )}
          <AddDebtLinks />
        </Card>
      </EconomyFrame>
    </>
  );
}

export function AddOtherDebtPage() {
  const { liabilityType = '' } = useParams();
  const { userId, economy } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const [add] = useAddEconomyItemMutation();
  const afterSave = useAfterSave();
  const known = liabilityType in OTHER_DEBT_TYPES;
  const type = (known ? liabilityType : 'consumer_loans') as DebtType;
  const fields = useMemo(() => fieldsFor(type, economy, intl), [type, economy, intl]);
  const schema = useMemo(() => schemaFor(type), [type]);
  const initial = useMemo(() => initialValues(fields), [fields]);
  const { collection, subType } = OTHER_DEBT_TYPES[type];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.addOtherDebt.title" />}
        description={known ? <FormattedMessage id={`options.liabilityTypes.${type}`} /> : undefined}
      />
      <EconomyFrame>
        <Card className="narrow-card">
          {!known ? (
            <Alert tone="error">
              <FormattedMessage id="economy.unknownType" />
            </Alert>
          ) : (
            <ItemForm
              fields={fields}
              schema={schema}
              initial={initial}
              extra={{ liability_sub_type: subType }}
              submitId="economy.otherDebt.save"
              onCancel={() => navigate(paths.economy.otherDebt.path)}
              save={async (body) => {
                return afterSave(await add({ userId, collection, item: body }), () =>
                  navigate(paths.economy.otherDebt.path),
                );
              }}
            />
          )}
        </Card>
      </EconomyFrame>
    </>
  );
}

function EditDebt({
  userId,
  item,
  collection,
  economy,
}: {
  userId: number;
  item: Liability;
  collection: 'loans' | 'credits';
  economy: EconomicProfile;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEconomyItemMutation();
  const afterSave = useAfterSave();
  const deferDelete = useDeferredDelete();
  const type = typeOf(item, collection);
  const fields = useMemo(() => fieldsFor(type, economy, intl), [type, economy, intl]);
  const schema = useMemo(() => schemaFor(type), [type]);
  return (
    <li>
      <DebtRow item={item} collection={collection} />
      {editing ? (
        <ItemForm
          fields={fields}
          schema={schema}
          initial={initialValues(fields, {
            ...item,
            vehicle_id: item.vehicle_id === null ? '' : String(item.vehicle_id),
          })}
          extra={{ liability_sub_type: item.liability_sub_type }}
          submitId="economy.otherDebt.save"
          onCancel={() => setEditing(false)}
          save={async (body) => {
            return afterSave(await update({ userId, collection, id: item.id, item: body }), () => setEditing(false));
          }}
        />
      ) : (
        <div className="economy-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <FormattedMessage id="economy.edit" />
          </Button>
          <Button variant="danger" onClick={() => deferDelete({ userId, collection, id: item.id })}>
            <FormattedMessage id="economy.delete" />
          </Button>
        </div>
      )}
    </li>
  );
}

export function EditOtherDebtPage() {
  const { economy, userId } = useEconomy();
  const debts = economy ? otherDebts(economy) : [];
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editOtherDebt.title" />} />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : debts.length === 0 ? (
            <EmptyState title={<FormattedMessage id="economy.otherDebt.empty.title" />} />
          ) : (
            <ul className="economy-list">
              {debts.map(({ item, collection }) => (
                <EditDebt
                  key={`${collection}-${item.id}`}
                  userId={userId}
                  item={item}
                  collection={collection}
                  economy={economy}
                />
              ))}
            </ul>
          )}
          <Link to={paths.economy.otherDebt.path}>
            <FormattedMessage id="economy.backToOtherDebt" />
          </Link>
        </Card>
      </EconomyFrame>
    </>
  );
}
