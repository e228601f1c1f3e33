// mortgage-surveillance: every home of the customer's economy with today's verdict in one sentence, the figures
// behind it on request, a request to the lenders when converting pays, and the way to stop the surveillance.
import { FormattedMessage } from 'react-intl';
import { useGetMortgageSurveillanceQuery, type WatchedProperty } from '../../../store/api/mortgageSurveillanceApi';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { paths } from '../../../domain/paths';
import { addressLine } from './addressLine';
import { ConversionDetails } from './ConversionFigures';
import { bestConversion, isConvertVerdict } from './propertyVerdict';
import { RatesDate } from './RatesDate';
import { RequestLink } from './RequestLink';
import { useCustomerId } from './surveillanceCustomer';
import { VerdictSentence } from './VerdictSentence';
import { WithdrawConsent } from './WithdrawConsent';
import './mortgageSurveillance.css';

function PropertyCard({ property }: { property: WatchedProperty }) {
  const conversion = bestConversion(property);
  return (
    <Card as="article" className="surveillance-property" title={addressLine(property)}>
      {property.residence_type && (
        <p className="surveillance-muted">
          <FormattedMessage id={`options.residenceTypes.${property.residence_type}`} />
        </p>
      )}
      <VerdictSentence property={property} />
      {conversion && property.verdict !== 'missing_data' && <ConversionDetails conversion={conversion} />}
      <div className="surveillance-actions">
        {isConvertVerdict(property) && <RequestLink property={property} />}
        <Link to={paths.mortgageSurveillance.property.getHref(property.property_id)} variant="button-secondary">
          <FormattedMessage id="mortgageSurveillance.overview.openProperty" />
        </Link>
      </div>
    </Card>
  );
}

export function MortgageSurveillancePage() {
  const userId = useCustomerId();
  const query = useGetMortgageSurveillanceQuery(userId, { skip: userId === 0 });
  const data = query.data;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.mortgageSurveillance.title" />}
        description={data ? <RatesDate date={data.rates_date} id="mortgageSurveillance.overview.intro" /> : undefined}
      />
      <div className="surveillance">
        {query.isError && !data && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {!data && !query.isError && <LoadingState />}
        {data && data.properties.length === 0 && (
          <Card>
            <EmptyState
              title={<FormattedMessage id="mortgageSurveillance.overview.empty.title" />}
              description={<FormattedMessage id="mortgageSurveillance.overview.empty.text" />}
              action={
                <Link to={paths.economy.properties.path} variant="button-secondary">
                  <FormattedMessage id="mortgageSurveillance.overview.empty.action" />
                </Link>
              }
            />
          </Card>
        )}
        {data?.properties.map((property) => (
          <PropertyCard key={property.property_id} property={property} />
        ))}
        {data && (
          <Card title={<FormattedMessage id="mortgageSurveillance.consentCard.title" />}>
            <p>
              <FormattedMessage
                id="mortgageSurveillance.consentCard.text"
                values={{ date: <DateDisplay value={data.consented_at} dateStyle="long" /> }}
              />
            </p>
            <WithdrawConsent />
          </Card>
        )}
      </div>
    </>
  );
}
