// economy/properties/{propertyId}: one home with its figures, changed or deleted in place, and the mortgages and
// loans on it.
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { propertyFigures } from '../../../../domain/economySummary';
import { paths } from '../../../../domain/paths';
import { EconomyFrame, EconomyPending } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { addressOf } from './propertyAddress';
import { debtsOn } from './propertyDebts';
import { PropertyEditor } from './PropertyEditor';
import { PropertyFacts } from './PropertyFacts';
import { PropertyLoans } from './PropertyLoans';

/** A home that is not (or no longer) in the economy. */
function PropertyNotFound() {
  return (
    <EconomyFrame>
      <Card>
        <EmptyState
          title={<FormattedMessage id="economy.errors.itemNotFound" />}
          action={
            <Link to={paths.economy.properties.path} variant="button-secondary">
              <FormattedMessage id="economy.backToProperties" />
            </Link>
          }
        />
      </Card>
    </EconomyFrame>
  );
}

export function PropertyPage() {
  const { propertyId } = useParams();
  const { economy, query } = useEconomy();
  const id = Number(propertyId);
  const property = economy?.properties.find((p) => p.id === id);
  const title = <FormattedMessage id="page.economy.property.title" />;
  if (!economy || query.isLoading || !property)
    return (
      <>
        <PageHeader title={title} />
        {!economy || query.isLoading ? <EconomyPending /> : <PropertyNotFound />}
      </>
    );
  const figures = propertyFigures(property, [...economy.mortgages, ...economy.loans, ...economy.credits]);
  const debts = debtsOn(economy, id);
  return (
    <>
      <PageHeader title={addressOf(property)} description={title} />
      <EconomyFrame>
        <Card title={<FormattedMessage id="economy.property.figures" />}>
          <PropertyFacts figures={figures} />
          <PropertyEditor property={property} securedCount={debts.mortgages.length + debts.loans.length} />
        </Card>
        <PropertyLoans propertyId={id} debts={debts} />
        <Link to={paths.economy.properties.path}>
          <FormattedMessage id="economy.backToProperties" />
        </Link>
      </EconomyFrame>
    </>
  );
}
