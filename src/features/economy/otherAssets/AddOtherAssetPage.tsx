// economy/other-assets/add/{assetSubType}: adding an asset by sub type; a vehicle or boat in two steps, the thing
// and then the loans that finance it, kept in the asset draft so a reload or a detour loses nothing.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAddEconomyItemMutation } from '../../../../store/api/economyApi';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { draftItemSet, draftReset, selectDraftItem } from '../../../../store/slices/assetDraftSlice';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { isHttpErrorData } from '../../../../store/http/httpError';
import { showToast } from '../../../lib/toast';
import { paths } from '../../../../domain/paths';
import { useDescribeUnshownError } from '../../../lib/forms/serverErrors';
import { AddItemFrame } from '../AddItemFrame';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { useLenderOptions } from '../optionLists';
import { failureText, useAfterSave } from '../saveFeedback';
import { useEconomy } from '../useEconomy';
import { assetFields, assetSchema } from '../assets/assetForm';
import { assetKindOf, assetTypeLabelId, typeExtra } from '../assets/assetKinds';
import { AssetName, assetNameOf } from '../assets/AssetName';
import { DraftLoans } from './DraftLoans';

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
    <AddItemFrame
      titleId="page.economy.addOtherAsset.title"
      typeLabelId={kind ? assetTypeLabelId(assetSubType) : null}
      keepsDraft
    >
      {!kind || !schema ? null : step === 'asset' ? (
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
                <AssetName asset={assetNameOf(draft!.values, assetSubType)} />
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
    </AddItemFrame>
  );
}
