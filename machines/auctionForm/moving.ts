// The moving rule of spec §4 applied to the wizard's context; the rule itself is domain/moving.ts.
import { isMovingAmong } from '../../domain/moving';
import type { AuctionFormContext, PropertyEntry } from './types';

type WithSteps = Pick<AuctionFormContext, 'steps'>;

function properties(context: WithSteps): PropertyEntry[] {
  const housing = context.steps.find((step) => step.label === 'housingSituation');
  return housing?.label === 'housingSituation' ? housing.formData.properties : [];
}

export function isMoving(context: WithSteps): boolean {
  return isMovingAmong(properties(context));
}

/** §4: when moving, the current residence is sold and cannot secure new debt. */
export function isCurrentResidenceDebtable(context: WithSteps): boolean {
  return !isMoving(context);
}
