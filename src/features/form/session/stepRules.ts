// The steps' schemas with yup and the §5 rules: a chunk of their own, loaded on the first blur or Next, or ahead
// of them when the browser is idle. The start step shows and takes its choice without them; every other
// step opens only once they are here (stepComponents.tsx waits for them beside the step's own chunk).
import { lazyModule } from '../../../lib/lazyModule';

const rules = lazyModule(() => import(/* webpackChunkName: "form-rules" */ '../../../../domain/validation/steps'));

/** The rules, loading them once; a failed load (a lost connection) is tried again by the next call. */
export const loadStepRules = rules.load;

/** The rules if they have arrived, else null. */
export const loadedStepRules = rules.loaded;

/** Calls `listener` when the rules arrive; returns an unsubscribe (for useSyncExternalStore). */
export const onStepRulesLoaded = rules.subscribe;
