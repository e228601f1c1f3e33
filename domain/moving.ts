// The moving rule of spec §4, the one place it is written: a new property (is_existing false, not merely unknown)
// bought for the reason "move" means the customer is moving, so the current residence is sold and secures no
// new debt. The wizard (machines/auctionForm/moving.ts) and the household's figures behind the debt factor
// (householdFigures.ts: the form's hint, the economy page, the lenders) all ask here. The form names the reason `reason`, a request `new_property_reason`.

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isMovingProperty(property: unknown): boolean {
  if (!isRecord(property) || property.is_existing !== false) return false;
  return (property.new_property_reason ?? property.reason) === 'move';
}

/** §4: some property is new and bought because the customer moves. */
export function isMovingAmong(properties: unknown): boolean {
  return Array.isArray(properties) && properties.some(isMovingProperty);
}
