// The moving rule of spec §4: buying a new property for the reason "move" means the customer is moving.
import type { AuctionFormContext, PropertyEntry } from './types';

type WithSteps = Pick<AuctionFormContext, 'steps'>;

function properties(context: WithSteps): PropertyEntry[] {
  const housing = context.steps.find((step) => step.label === 'housingSituation');
  return housing?.label === 'housingSituation' ? housing.formData.properties : [];
}

export function isMoving(context: WithSteps): boolean {
  return properties(context).some((property) => property.is_existing === false && property.reason === 'move');
}

/** §4: when moving, the current residence is sold and cannot secure new debt. */
export function isCurrentResidenceDebtable(context: WithSteps): boolean {
  return !isMoving(context);
}
