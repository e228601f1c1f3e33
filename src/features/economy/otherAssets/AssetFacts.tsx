// What one saved asset is worth: a vehicle's or boat's year, value, loans and equity; savings' amount and bank.
import { FormattedMessage } from 'react-intl';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { useLenderName } from '../optionLists';
import type { AssetKind } from '../assets/assetKinds';

export function AssetFacts({
  kind,
  item,
  value,
  debt,
}: {
  kind: AssetKind;
  item: Record<string, unknown>;
  value: number | null;
  /** What the loans on it add up to (vehicles and boats). */
  debt: number;
}) {
  const lenderName = useLenderName();
  return (
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
  );
}
