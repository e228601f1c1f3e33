// What the other-assets and savings pages share: the asset types of the URL (`other-assets/{assetType}/{id}`,
// `other-assets/add/{assetSubType}`) with their collection, draft kind, fields and rules, and the tables that list
// them with their loans and totals.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EconomicProfile, EconomyCollection } from '../../../store/api/economyApi';
import type { DraftKind } from '../../../store/slices/assetDraftSlice';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { DEPOSIT_TYPES, VEHICLE_TYPES } from '../../../domain/economyOptions';
import { toOre } from '../../../domain/money';
import { paths } from '../../../domain/paths';
import {
  economyBoatSchema,
  economyDepositSchema,
  economyLoanSchema,
  economyStockPortfolioSchema,
  economyVehicleSchema,
} from '../../../domain/validation/economy/economySchemas';
import { economySchemaContext, LIABILITY_FIELDS, type FieldSpec } from './economyShared';

/** A portfolio has no type of its own; this is its asset type in URLs and labels. */
export const STOCK_PORTFOLIO = 'stock_portfolio';

export type AssetKind = {
  collection: EconomyCollection;
  draftKind: DraftKind;
  /** The field that carries the type (vehicles, boats, deposits); portfolios have none. */
  typeField: 'asset_type' | 'deposit_type' | null;
  /** Loans can finance it (vehicles and boats), through this field of the loan. */
  ownerField: 'vehicle_id' | 'boat_id' | null;
  /** Which page lists it. */
  section: 'otherAssets' | 'savings';
};

export function assetKindOf(assetType: string): AssetKind | null {
  if ((VEHICLE_TYPES as readonly string[]).includes(assetType))
    return {
      collection: 'vehicles',
      draftKind: 'vehicle',
      typeField: 'asset_type',
      ownerField: 'vehicle_id',
      section: 'otherAssets',
    };
  if (assetType === 'boat')
    return {
      collection: 'boats',
      draftKind: 'boat',
      typeField: 'asset_type',
      ownerField: 'boat_id',
      section: 'otherAssets',
    };
  if ((DEPOSIT_TYPES as readonly string[]).includes(assetType))
    return {
      collection: 'deposits',
      draftKind: 'deposit',
      typeField: 'deposit_type',
      ownerField: null,
      section: 'savings',
    };
  if (assetType === STOCK_PORTFOLIO)
    return {
      collection: 'stock-portfolios',
      draftKind: 'stockPortfolio',
      typeField: null,
      ownerField: null,
      section: 'savings',
    };
  return null;
}

/** The label of an asset type: vehicles and boats by the form's asset types, savings by the deposit types. */
export const assetTypeLabelId = (assetType: string) =>
  assetKindOf(assetType)?.section === 'savings' ? `economy.assetType.${assetType}` : `options.assetTypes.${assetType}`;

const VEHICLE_FIELDS: readonly FieldSpec[] = [
  { name: 'make', kind: 'text', labelId: 'economy.field.make' },
  { name: 'model', kind: 'text', labelId: 'economy.field.model' },
  { name: 'year', kind: 'number', labelId: 'economy.field.year' },
  { name: 'value', kind: 'money', labelId: 'economy.field.value' },
];

/** The fields of an asset of `kind`; savings ask for the lender (the customer's bank). */
export function assetFields(kind: AssetKind, lenders: { value: string; label: string }[]): readonly FieldSpec[] {
  const lender: FieldSpec = {
    name: 'supplier_id',
    kind: 'select',
    labelId: 'economy.field.supplier_id',
    options: lenders,
  };
  if (kind.collection === 'deposits')
    return [
      { name: 'amount', kind: 'money', labelId: 'economy.field.amount' },
      { name: 'interest_rate', kind: 'number', labelId: 'economy.field.interest_rate' },
      lender,
    ];
  if (kind.collection === 'stock-portfolios')
    return [{ name: 'value', kind: 'money', labelId: 'economy.field.portfolioValue' }, lender];
  return VEHICLE_FIELDS;
}

/** The request form's rules for the asset (§5: model year 1900 to next year, amounts within bounds). */
export function assetSchema(kind: AssetKind) {
  switch (kind.collection) {
    case 'vehicles':
      return economyVehicleSchema(economySchemaContext);
    case 'boats':
      return economyBoatSchema(economySchemaContext);
    case 'deposits':
      return economyDepositSchema();
    default:
      return economyStockPortfolioSchema();
  }
}

/** A loan on a vehicle or boat: the otherAssets step's asset loans are car loans (sub type `car`). */
export const ASSET_LOAN_SUB_TYPE = 'car';
export const ASSET_LOAN_FIELDS = LIABILITY_FIELDS;
export const assetLoanSchema = () => economyLoanSchema(economySchemaContext, ASSET_LOAN_SUB_TYPE);

/** The type value an item is sent with (the URL's asset type). */
export const typeExtra = (kind: AssetKind, assetType: string) =>
  kind.typeField ? { [kind.typeField]: assetType } : {};

type Vehicle = EconomicProfile['vehicles'][number];
type Deposit = EconomicProfile['deposits'][number];
type Portfolio = EconomicProfile['stockPortfolios'][number];
type Liability = EconomicProfile['loans'][number];

/** A vehicle or boat in a sentence: make and model, or its type. */
export function AssetName({ asset }: { asset: Pick<Vehicle, 'make' | 'model' | 'asset_type'> }) {
  const name = [asset.make, asset.model].filter(Boolean).join(' ');
  return name ? <>{name}</> : <FormattedMessage id={`options.assetTypes.${asset.asset_type}`} />;
}

/** The loans and credits that finance one vehicle or boat. */
export function loansOf(economy: EconomicProfile, ownerField: 'vehicle_id' | 'boat_id', id: number) {
  return [
    ...economy.loans.filter((l) => l[ownerField] === id).map((item) => ({ item, collection: 'loans' as const })),
    ...economy.credits
      .filter((c) => c[ownerField] === id)
      .map((item) => ({ item: item as Liability, collection: 'credits' as const })),
  ];
}

const sum = (amounts: (number | null | undefined)[]) =>
  amounts.reduce<number>((s, a) => s + (typeof a === 'number' ? toOre(a) : 0), 0) / 100;

export type AssetRow = {
  key: string;
  href: string;
  name: ReactNode;
  detail: ReactNode;
  value: number | null;
  debt: number;
};

export function vehicleRows(economy: EconomicProfile): AssetRow[] {
  const row = (asset: Vehicle, ownerField: 'vehicle_id' | 'boat_id'): AssetRow => ({
    key: `${ownerField}-${asset.id}`,
    href: paths.economy.otherAsset.getHref(asset.asset_type, asset.id),
    name: <AssetName asset={asset} />,
    detail: (
      <>
        <FormattedMessage id={`options.assetTypes.${asset.asset_type}`} />
        {asset.year !== null && ` · ${asset.year}`}
      </>
    ),
    value: asset.value,
    debt: sum(loansOf(economy, ownerField, asset.id).map((l) => l.item.debt)),
  });
  return [...economy.vehicles.map((v) => row(v, 'vehicle_id')), ...economy.boats.map((b) => row(b, 'boat_id'))];
}

export function savingsRows(economy: EconomicProfile, lenderName: (id: number | null) => string | null): AssetRow[] {
  const lender = (id: number | null) => lenderName(id) ?? <FormattedMessage id="economy.savings.noLender" />;
  return [
    ...economy.deposits.map((d: Deposit) => ({
      key: `deposit-${d.id}`,
      href: paths.economy.otherAsset.getHref(d.deposit_type, d.id),
      name: <FormattedMessage id={`economy.assetType.${d.deposit_type}`} />,
      detail: lender(d.supplier_id),
      value: d.amount,
      debt: 0,
    })),
    ...economy.stockPortfolios.map((p: Portfolio) => ({
      key: `portfolio-${p.id}`,
      href: paths.economy.otherAsset.getHref(STOCK_PORTFOLIO, p.id),
      name: <FormattedMessage id={`economy.assetType.${STOCK_PORTFOLIO}`} />,
      detail: lender(p.supplier_id),
      value: p.value,
      debt: 0,
    })),
  ];
}

/** A table of assets with a total row; `withDebt` adds the loans column (vehicles and boats). */
export function AssetTable({
  rows,
  captionId,
  nameId,
  withDebt,
  action,
}: {
  rows: AssetRow[];
  captionId: string;
  /** The heading of the first column. */
  nameId: string;
  withDebt: boolean;
  /** Per row, e.g. an edit link. */
  action?: (row: AssetRow) => ReactNode;
}) {
  const intl = useIntl();
  const caption = intl.formatMessage({ id: captionId });
  return (
    <div className="economy-table-wrap">
      <table className="economy-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id={nameId} />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.field.value" />
            </th>
            {withDebt && (
              <th scope="col">
                <FormattedMessage id="economy.otherAssets.loans" />
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link to={row.href}>{row.name}</Link>
                <div className="economy-muted">{row.detail}</div>
                {action?.(row)}
              </th>
              <td>
                <MoneyDisplay amount={row.value} />
              </td>
              {withDebt && (
                <td>
                  <MoneyDisplay amount={row.debt} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="economy.total" />
            </th>
            <td data-testid={`${captionId}-total`}>
              <MoneyDisplay amount={sum(rows.map((r) => r.value))} />
            </td>
            {withDebt && (
              <td>
                <MoneyDisplay amount={sum(rows.map((r) => r.debt))} />
              </td>
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Add links, one per type: `other-assets/add/{type}`. */
export function AddAssetLinks({ types }: { types: readonly string[] }) {
  return (
    <ul className="economy-add-links">
      {types.map((type) => (
        <li key={type}>
          <Link to={paths.economy.addOtherAsset.getHref(type)} variant="button-secondary">
            <FormattedMessage id={`economy.otherAssets.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
