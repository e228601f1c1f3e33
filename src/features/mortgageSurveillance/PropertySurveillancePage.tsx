// mortgage-surveillance/property/{propertyId}: one home's verdict, the gain after tax over the last 12 months
// against the customer's alert threshold, the threshold setting, and each mortgage's details.
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGetPropertySurveillanceQuery, type PropertySurveillance } from '../../../store/api/mortgageSurveillanceApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { Alert } from '../../components/Alert/Alert';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { AlertThreshold } from './AlertThreshold';
import { GainChart } from './GainChart';
import { addressLine } from './addressLine';
import { ConversionDetails } from './ConversionFigures';
import { WatchedMortgages } from './WatchedMortgages';
import { bestConversion, isConvertVerdict } from './propertyVerdict';
import { RatesDate } from './RatesDate';
import { RequestLink } from './RequestLink';
import { useCustomerId } from './surveillanceCustomer';
import { VerdictSentence } from './VerdictSentence';
import './mortgageSurveillance.css';

function History({ property }: { property: PropertySurveillance }) {
  if (property.verdict === 'no_fixed_mortgage' || property.verdict === 'missing_data') return null;
  return (
    <Card title={<FormattedMessage id="mortgageSurveillance.chart.title" />}>
      {property.history.length === 0 ? (
        <p className="surveillance-muted">
          <FormattedMessage id="mortgageSurveillance.chart.empty" />
        </p>
      ) : (
        <GainChart history={property.history} threshold={property.alert.min_gain_kr} />
      )}
    </Card>
  );
}

export function PropertySurveillancePage() {
  const { propertyId } = useParams();
  const userId = useCustomerId();
  const id = Number(propertyId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetPropertySurveillanceQuery({ userId, propertyId: id }, { skip: userId === 0 || !valid });
  const property = query.data;
  const notFound = !valid || (query.isError && isHttpErrorData(query.error) && query.error.status === 404);
  const back = (
    <Link to={paths.mortgageSurveillance.root.path}>
      <FormattedMessage id="mortgageSurveillance.property.back" />
    </Link>
  );
  if (!property)
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.mortgageSurveillance.property.title" />} />
        <div className="surveillance">
          {notFound ? (
            <Alert tone="error" live={false}>
              <FormattedMessage id="mortgageSurveillance.property.notFound" />
            </Alert>
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <LoadingState />
          )}
          {back}
        </div>
      </>
    );
  const conversion = bestConversion(property);
  return (
    <>
      <PageHeader
        title={addressLine(property)}
        description={<RatesDate date={property.rates_date} id="mortgageSurveillance.property.intro" />}
      />
      <div className="surveillance">
        <Card title={<FormattedMessage id="mortgageSurveillance.property.verdict" />}>
          <VerdictSentence property={property} />
          {conversion && property.verdict !== 'missing_data' && <ConversionDetails conversion={conversion} />}
          {isConvertVerdict(property) && (
            <div className="surveillance-actions">
              <RequestLink property={property} />
            </div>
          )}
        </Card>
        <History property={property} />
        {property.verdict !== 'no_fixed_mortgage' && <AlertThreshold userId={userId} property={property} />}
        <WatchedMortgages property={property} />
        {back}
      </div>
    </>
  );
}
