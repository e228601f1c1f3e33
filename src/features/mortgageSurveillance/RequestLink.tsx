// The start of a request to the lenders about a watched home.
import { FormattedMessage } from 'react-intl';
import type { WatchedProperty } from '../../../store/api/mortgageSurveillanceApi';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';

/**
 * A new request to the lenders about this home. The form prefills from the saved economy for the existing-property
 * purpose; the campaign parameters tell the analysts which conversion the customer came from.
 */
export function requestHref(property: WatchedProperty): string {
  const query = new URLSearchParams({
    purpose: 'existing_property',
    utm_source: 'mortgage_surveillance',
    utm_campaign: property.verdict,
    utm_content: String(property.best?.to_coupon ?? ''),
  });
  return `${paths.form.start.getHref()}?${query.toString()}`;
}

export function RequestLink({ property }: { property: WatchedProperty }) {
  return (
    <Link to={requestHref(property)} variant="button">
      <FormattedMessage
        id={
          property.verdict === 'convert_up'
            ? 'mortgageSurveillance.request.convertUp'
            : 'mortgageSurveillance.request.convertDown'
        }
      />
    </Link>
  );
}
