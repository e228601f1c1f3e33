// A watched home by its address in one line.
import type { WatchedProperty } from '../../../store/api/mortgageSurveillanceApi';

export function addressLine(property: Pick<WatchedProperty, 'address' | 'property_id'>): string {
  const { address1, postal_code, city } = property.address;
  return (
    [address1, [postal_code, city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || `#${property.property_id}`
  );
}
