// economy/properties/edit: the homes' table with a link to change each.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { PropertyTable } from './PropertyTable';

export function EditPropertiesPage() {
  const { economy } = useEconomy();
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editProperties.title" />} />
      <EconomyFrame>
        <Card>{economy ? <PropertyTable economy={economy} editable /> : <LoadingState />}</Card>
      </EconomyFrame>
    </>
  );
}
