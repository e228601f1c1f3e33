// The wizard's public surface for the React layer and tests; the replay tool and the server take the modules they
// need directly.
export { auctionFormMachine, type AuctionFormMachine } from './auctionFormMachine';
export { createInitialContext } from './context';
export { getStep, stepOfErrorKey } from './formUpdates';
export * from './navigation';
export { STEP_LABELS } from './steps';
export type * from './types';
