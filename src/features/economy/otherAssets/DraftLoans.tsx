// The add flow's second step for a vehicle or boat.
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../../../store/hooks';
import { draftLiabilityAdded, draftLiabilityRemoved, type DraftValues } from '../../../../store/slices/assetDraftSlice';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { initialValues } from '../fieldSpec';
import { ItemForm } from '../ItemForm';
import { LiabilityLine } from '../LiabilityLine';
import { ASSET_LOAN_FIELDS, ASSET_LOAN_SUB_TYPE, assetLoanSchema } from '../assets/assetForm';
import type { AssetKind } from '../assets/assetKinds';

/** Step 2 of adding a vehicle or boat: the loans that finance it, held in the draft until everything is saved. */
export function DraftLoans({
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
