// economy/other-assets: the customer's vehicles and boats with their loans, and their savings and investments,
// grouped with totals, with a way to add one by sub type.
import { FormattedMessage } from 'react-intl';
import { useGetCustomerResourcesQuery } from '../../../../store/api/economyApi';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { formOptions } from '../../../../domain/formOptions';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useLenderName } from '../optionLists';
import { useEconomy } from '../useEconomy';
import { AddAssetLinks } from '../assets/AddAssetLinks';
import { savingsRows, vehicleRows } from '../assets/assetRows';
import { AssetTable } from '../assets/AssetTable';

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
