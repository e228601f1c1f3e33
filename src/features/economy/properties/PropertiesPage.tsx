// economy/properties: the homes the customer owns with value, debt, equity and loan-to-value, and the way to add
// one by type.
import { FormattedMessage } from 'react-intl';
import { PROPERTY_TYPES } from '../../../../domain/economyOptions';
import { Card } from '../../../components/Card/Card';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { PropertyTable } from './PropertyTable';

function AddPropertyLinks() {
  return (
    <ul className="economy-add-links">
      {PROPERTY_TYPES.map((type) => (
        <li key={type}>
          <Link to={paths.economy.addProperty.getHref(type)} variant="button-secondary">
            <FormattedMessage id={`economy.properties.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PropertiesPage() {
  const { economy } = useEconomy();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.properties.title" />}
        description={<FormattedMessage id="economy.properties.intro" />}
        actions={
          <Link to={paths.economy.editProperties.path} variant="button-secondary">
            <FormattedMessage id="economy.properties.editAll" />
          </Link>
        }
      />
      <EconomyFrame>
        <Card>
          {economy ? <PropertyTable economy={economy} /> : <LoadingState />}
          <AddPropertyLinks />
        </Card>
      </EconomyFrame>
    </>
  );
}
