// economy/other-assets: the customer's vehicles and boats with their loans, and their savings and investments,
// grouped with totals; adding one by sub type (a vehicle or boat in two steps, the thing and then the loans that
// finance it, kept in the asset draft so a reload or a detour loses nothing); one asset with its loans; the edit list.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useAddEconomyItemMutation,
  useGetCustomerResourcesQuery,
  type EconomicProfile,
} from '../../../store/api/economyApi';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  draftItemSet,
  draftLiabilityAdded,
  draftLiabilityRemoved,
  draftReset,
  selectDraftItem,
  type DraftValues,
} from '../../../store/slices/assetDraftSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formOptions } from '../../../domain/formOptions';
import { isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import { economyCreditSchema } from '../../../domain/validation/economy/economySchemas';
import { useDescribeUnshownError } from '../../lib/forms/serverErrors';
import { AssetItemEditor } from './AssetItemEditor';
import {
  EconomyFrame,
  EconomyPending,
  failureText,
  initialValues,
  ItemForm,
  economySchemaContext,
  LiabilityLine,
  SavedLiability,
  useAfterSave,
  useEconomy,
  useLenderName,
  useLenderOptions,
} from './economyShared';
import { LeaveDraftPrompt } from './LeaveDraftPrompt';
import {
  AddAssetLinks,
  ASSET_LOAN_FIELDS,
  ASSET_LOAN_SUB_TYPE,
  AssetName,
  AssetTable,
  assetFields,
  assetKindOf,
  assetLoanSchema,
  assetSchema,
  assetTypeLabelId,
  loansOf,
  savingsRows,
  typeExtra,
  vehicleRows,
  type AssetKind,
} from './otherAssetsShared';

/** The sub types added here: the customer resources' asset types (vehicles and boats); savings are under savings. */
function useAssetTypes() {
  const resources = useGetCustomerResourcesQuery();
  return resources.data?.asset_types ?? formOptions.assetTypes;
}

export function OtherAssetsPage() {
  const { economy } = useEconomy();
  const types = useAssetTypes();
  const lenderName = useLenderName();
  const vehicles = economy ? vehicleRows(economy) : [];
  const savings = economy ? savingsRows(economy, lenderName) : [];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.otherAssets.title" />}
        description={<FormattedMessage id="economy.otherAssets.intro" />}
        actions={
          vehicles.length > 0 ? (
            <Link to={paths.economy.editOtherAssets.path} variant="button-secondary">
              <FormattedMessage id="economy.otherAssets.editAll" />
            </Link>
          ) : undefined
        }
      />
      <EconomyFrame>
        <Card title={<FormattedMessage id="economy.otherAssets.vehicles" />}>
          {!economy ? (
            <LoadingState />
          ) : vehicles.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="economy.otherAssets.empty.title" />}
              description={<FormattedMessage id="economy.otherAssets.empty.text" />}
            />
          ) : (
            <AssetTable
              rows={vehicles}
              captionId="economy.otherAssets.vehicles"
              nameId="economy.otherAssets.item"
              withDebt
            />
          )}
          <AddAssetLinks types={types} />
        </Card>
        {savings.length > 0 && (
          <Card title={<FormattedMessage id="economy.savings.caption" />}>
            <AssetTable
              rows={savings}
              captionId="economy.savings.caption"
              nameId="economy.savings.item"
              withDebt={false}
            />
            <Link to={paths.economy.savings.path}>
              <FormattedMessage id="economy.otherAssets.toSavings" />
            </Link>
          </Card>
        )}
      </EconomyFrame>
    </>
  );
}

/** Step 2 of adding a vehicle or boat: the loans that finance it, held in the draft until everything is saved. */
function DraftLoans({
  kind,
  draft,
  errors,
}: {
  kind: AssetKind;
  draft: DraftValues[];
  /** The server's messages per loan, by index. */
  errors: Record<number, string[]>;
}) {
  const dispatch = useAppDispatch();
  const schema = useMemo(() => assetLoanSchema(), []);
  const initial = useMemo(() => initialValues(ASSET_LOAN_FIELDS), []);
  const [adding, setAdding] = useState(draft.length === 0);
  return (
    <Card title={<FormattedMessage id="economy.otherAssets.loansOn" />}>
      {draft.length === 0 ? (
        <p className="economy-muted">
          <FormattedMessage id="economy.otherAssets.noLoans" />
        </p>
      ) : (
        <ul className="economy-list">
          {draft.map((loan, index) => (
            <li key={index}>
              <LiabilityLine title={<FormattedMessage id="economy.subType.car" />} liability={loan} />
              {errors[index] && (
                <Alert tone="error">
                  {errors[index].map((text) => (
                    <div key={text}>{text}</div>
                  ))}
                </Alert>
              )}
              <div className="economy-actions">
                <Button
                  variant="secondary"
                  onClick={() => dispatch(draftLiabilityRemoved({ kind: kind.draftKind, index }))}
                >
                  <FormattedMessage id="economy.otherAssets.removeLoan" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <ItemForm
          key={draft.length}
          fields={ASSET_LOAN_FIELDS}
          schema={schema}
          initial={initial}
          extra={{ liability_sub_type: ASSET_LOAN_SUB_TYPE }}
          submitId="economy.otherAssets.addLoanToDraft"
          onCancel={() => setAdding(false)}
          save={async (body) => {
            dispatch(draftLiabilityAdded({ kind: kind.draftKind, liability: body }));
            setAdding(false);
            return {};
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="economy.otherAssets.addLoan" />
        </Button>
      )}
    </Card>
  );
}

export function AddOtherAssetPage() {
  const { assetSubType = '' } = useParams();
  const kind = assetKindOf(assetSubType);
  const { userId } = useEconomy();
  const navigate = useNavigate();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const lenders = useLenderOptions();
  const [add] = useAddEconomyItemMutation();
  const afterSave = useAfterSave();
  const [failure, setFailure] = useState<string | null>(null);
  const [loanErrors, setLoanErrors] = useState<Record<number, string[]>>({});
  const [saving, setSaving] = useState(false);
  const describe = useDescribeUnshownError('economy.field.');
  const draftKind = kind?.draftKind ?? 'vehicle';
  const stored = useAppSelector((state) => selectDraftItem(state, draftKind));
  // A draft of another sub type (a car while a motorcycle is added) is not this flow's.
  const draft = stored && (!kind?.typeField || stored.values[kind.typeField] === assetSubType) ? stored : null;
  const fields = useMemo(() => (kind ? assetFields(kind, lenders) : []), [kind, lenders]);
  const schema = useMemo(() => (kind ? assetSchema(kind) : null), [kind]);
  const initial = useMemo(() => initialValues(fields, draft?.values), [fields, draft?.values]);
  const listPath = kind?.section === 'savings' ? paths.economy.savings.path : paths.economy.otherAssets.path;
  const step = kind?.ownerField && draft && searchParams.get('step') === 'loans' ? 'loans' : 'asset';

  /**
   * Saves the drafted asset with its loans in one request: the server saves both or neither. A refused loan's
   * messages show at that loan (named by field), the asset's above the buttons; the draft stays to be corrected.
   */
  async function saveAll() {
    if (!kind?.ownerField || !draft) return;
    setSaving(true);
    setFailure(null);
    setLoanErrors({});
    const result = await add({
      userId,
      collection: kind.collection,
      item: { ...draft.values, loans: draft.liabilities },
    });
    setSaving(false);
    if (!('data' in result) || !result.data) {
      const error = result.error;
      if (!isHttpErrorData(error) || error.status !== 422) return setFailure(failureText(error, intl));
      const atLoans: Record<number, string[]> = {};
      const elsewhere: string[] = [];
      for (const [path, [text]] of Object.entries(error.errors)) {
        const loan = /^loans\.(\d+)\./.exec(path);
        if (loan) (atLoans[Number(loan[1])] ??= []).push(describe(path, text));
        else elsewhere.push(describe(path, text));
      }
      setLoanErrors(atLoans);
      const [firstLoan] = Object.values(atLoans).flat();
      setFailure(
        elsewhere[0] ?? intl.formatMessage({ id: 'economy.otherAssets.loansNotSaved' }, { reason: firstLoan }),
      );
      return;
    }
    dispatch(draftReset());
    showToast({ type: 'success', message: intl.formatMessage({ id: 'economy.saved' }) });
    navigate(paths.economy.otherAsset.getHref(assetSubType, result.data.id));
  }

  function cancel() {
    dispatch(draftReset());
    navigate(listPath);
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.addOtherAsset.title" />}
        description={kind ? <FormattedMessage id={assetTypeLabelId(assetSubType)} /> : undefined}
      />
      <EconomyFrame>
        <LeaveDraftPrompt />
        {!kind || !schema ? (
          <Card className="narrow-card">
            <Alert tone="error">
              <FormattedMessage id="economy.unknownType" />
            </Alert>
          </Card>
        ) : step === 'asset' ? (
          <Card className="narrow-card">
            {kind.ownerField && (
              <p className="economy-muted">
                <FormattedMessage id="economy.otherAssets.step1" />
              </p>
            )}
            <ItemForm
              fields={fields}
              schema={schema}
              initial={initial}
              extra={typeExtra(kind, assetSubType)}
              submitId={kind.ownerField ? 'economy.otherAssets.next' : 'economy.otherAssets.save'}
              onCancel={cancel}
              save={async (body) => {
                if (kind.ownerField) {
                  // Another sub type's draft (and its loans) gives way to this one.
                  if (stored && !draft) dispatch(draftReset());
                  dispatch(draftItemSet({ kind: kind.draftKind, values: body }));
                  setSearchParams({ step: 'loans' });
                  return {};
                }
                return afterSave(await add({ userId, collection: kind.collection, item: body }), () =>
                  navigate(listPath),
                );
              }}
            />
          </Card>
        ) : (
          <>
            <Card className="narrow-card" title={<FormattedMessage id="economy.otherAssets.step2" />}>
              <p>
                <strong>
                  <AssetName asset={nameOf(draft!.values, assetSubType)} />
                </strong>
                {draft!.values.year != null && ` · ${String(draft!.values.year)}`} ·{' '}
                <MoneyDisplay amount={draft!.values.value as number | null} />
              </p>
              <Button variant="secondary" onClick={() => setSearchParams({})}>
                <FormattedMessage id="economy.otherAssets.back" />
              </Button>
            </Card>
            <DraftLoans kind={kind} draft={draft!.liabilities} errors={loanErrors} />
            {failure && <Alert tone="error">{failure}</Alert>}
            <div className="economy-actions">
              <Button onClick={() => void saveAll()} loading={saving}>
                <FormattedMessage id="economy.otherAssets.save" />
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                <FormattedMessage id="economy.cancel" />
              </Button>
            </div>
          </>
        )}
      </EconomyFrame>
    </>
  );
}

type AnyAsset = { id: number } & Record<string, unknown>;

/** Make and model of a saved or drafted vehicle or boat, for AssetName. */
const nameOf = (values: Record<string, unknown>, assetType: string) => ({
  make: typeof values.make === 'string' ? values.make : null,
  model: typeof values.model === 'string' ? values.model : null,
  asset_type: assetType,
});

/** The saved item of `kind` with that id, if it still exists. */
function findAsset(economy: EconomicProfile, kind: AssetKind, id: number): AnyAsset | undefined {
  const lists: Record<string, readonly AnyAsset[]> = {
    vehicles: economy.vehicles,
    boats: economy.boats,
    deposits: economy.deposits,
    'stock-portfolios': economy.stockPortfolios,
  };
  return lists[kind.collection]?.find((item) => item.id === id);
}

/** The loans on a vehicle or boat: each can be removed, and a new one added. */
function AssetLoans({ kind, id, economy }: { kind: AssetKind; id: number; economy: EconomicProfile }) {
  const afterSave = useAfterSave();
  const { userId } = useEconomy();
  const [adding, setAdding] = useState(false);
  const [add] = useAddEconomyItemMutation();
  const schema = useMemo(() => assetLoanSchema(), []);
  const creditSchema = useMemo(() => economyCreditSchema(economySchemaContext, ASSET_LOAN_SUB_TYPE), []);
  const loans = loansOf(economy, kind.ownerField!, id);
  return (
    <Card title={<FormattedMessage id="economy.otherAssets.loansOn" />}>
      {loans.length === 0 ? (
        <p className="economy-muted">
          <FormattedMessage id="economy.otherAssets.noLoans" />
        </p>
      ) : (
        <ul className="economy-list">
          {loans.map(({ item, collection }) => (
            <SavedLiability
              key={`${collection}-${item.id}`}
              title={<FormattedMessage id={`economy.subType.${item.liability_sub_type}`} />}
              liability={item}
              collection={collection}
              fields={ASSET_LOAN_FIELDS}
              schema={collection === 'loans' ? schema : creditSchema}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <ItemForm
          fields={ASSET_LOAN_FIELDS}
          schema={schema}
          initial={initialValues(ASSET_LOAN_FIELDS)}
          extra={{ liability_sub_type: ASSET_LOAN_SUB_TYPE, [kind.ownerField!]: id }}
          submitId="economy.otherDebt.save"
          onCancel={() => setAdding(false)}
          save={async (body) => {
            return afterSave(await add({ userId, collection: 'loans', item: body }), () => setAdding(false));
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="economy.otherAssets.addLoan" />
        </Button>
      )}
    </Card>
  );
}

export function OtherAssetPage() {
  const { assetType = '', assetId } = useParams();
  const { economy, query } = useEconomy();
  const navigate = useNavigate();
  const lenderName = useLenderName();
  const kind = assetKindOf(assetType);
  const id = Number(assetId);
  const title = <FormattedMessage id="page.economy.otherAsset.title" />;
  if (!economy || query.isLoading)
    return (
      <>
        <PageHeader title={title} />
        <EconomyPending />
      </>
    );
  const item = kind ? findAsset(economy, kind, id) : undefined;
  const listPath = kind?.section === 'savings' ? paths.economy.savings.path : paths.economy.otherAssets.path;
  const back = (
    <Link to={listPath}>
      <FormattedMessage id={kind?.section === 'savings' ? 'economy.backToSavings' : 'economy.backToOtherAssets'} />
    </Link>
  );
  if (!kind || !item)
    return (
      <>
        <PageHeader title={title} />
        <EconomyFrame>
          <Card>
            <EmptyState title={<FormattedMessage id="economy.errors.itemNotFound" />} action={back} />
          </Card>
        </EconomyFrame>
      </>
    );
  const loans = kind.ownerField ? loansOf(economy, kind.ownerField, id) : [];
  const debt = loans.reduce((s, l) => s + (l.item.debt ?? 0), 0);
  const value = (item.value ?? item.amount ?? null) as number | null;
  const heading = kind.ownerField ? (
    <AssetName asset={nameOf(item, assetType)} />
  ) : (
    <FormattedMessage id={assetTypeLabelId(assetType)} />
  );
  return (
    <>
      <PageHeader title={heading} description={<FormattedMessage id={assetTypeLabelId(assetType)} />} />
      <EconomyFrame>
        <Card title={<FormattedMessage id="economy.otherAssets.figures" />}>
          <dl className="economy-facts">
            {kind.ownerField && (
              <>
                <dt>
                  <FormattedMessage id="economy.field.year" />
                </dt>
                <dd>{item.year == null ? '–' : String(item.year)}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="economy.field.value" />
            </dt>
            <dd data-testid="asset-value">
              <MoneyDisplay amount={value} />
            </dd>
            {kind.ownerField ? (
              <>
                <dt>
                  <FormattedMessage id="economy.otherAssets.loans" />
                </dt>
                <dd>
                  <MoneyDisplay amount={debt} />
                </dd>
                <dt>
                  <FormattedMessage id="economy.properties.equity" />
                </dt>
                <dd>
                  <MoneyDisplay amount={value === null ? null : value - debt} />
                </dd>
              </>
            ) : (
              <>
                <dt>
                  <FormattedMessage id="economy.field.supplier_id" />
                </dt>
                <dd>
                  {lenderName((item.supplier_id as number | null) ?? null) ?? (
                    <FormattedMessage id="economy.savings.noLender" />
                  )}
                </dd>
              </>
            )}
          </dl>
          <AssetItemEditor
            kind={kind}
            assetType={assetType}
            item={item}
            securedCount={loans.length}
            onDeleted={() => navigate(listPath, { replace: true })}
          />
        </Card>
        {kind.ownerField && <AssetLoans kind={kind} id={id} economy={economy} />}
        {back}
      </EconomyFrame>
    </>
  );
}

export function EditOtherAssetsPage() {
  const { economy } = useEconomy();
  const owned = economy
    ? [
        ...economy.vehicles.map((v) => ({ v, owner: 'vehicle_id' as const })),
        ...economy.boats.map((v) => ({ v, owner: 'boat_id' as const })),
      ]
    : [];
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editOtherAssets.title" />} />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : owned.length === 0 ? (
            <EmptyState title={<FormattedMessage id="economy.otherAssets.empty.title" />} />
          ) : (
            <ul className="economy-list">
              {owned.map(({ v, owner }) => (
                <li key={`${owner}-${v.id}`}>
                  <Link to={paths.economy.otherAsset.getHref(v.asset_type, v.id)}>
                    <AssetName asset={v} />
                  </Link>
                  <div className="economy-muted">
                    <FormattedMessage id={`options.assetTypes.${v.asset_type}`} />
                    {v.year !== null && ` · ${v.year}`} · <MoneyDisplay amount={v.value} />
                  </div>
                  <AssetItemEditor
                    kind={assetKindOf(v.asset_type) ?? assetKindOf(owner === 'boat_id' ? 'boat' : 'car')!}
                    assetType={v.asset_type}
                    item={v}
                    securedCount={loansOf(economy!, owner, v.id).length}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.economy.otherAssets.path}>
            <FormattedMessage id="economy.backToOtherAssets" />
          </Link>
        </Card>
      </EconomyFrame>
    </>
  );
}
