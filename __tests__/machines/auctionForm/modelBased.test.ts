// Model-based tests: xstate's graph utilities walk the wizard with a finite set of events, reach every state,
// take every transition, and each path is then run against a live actor.
import { createActor, type AnyTransitionDefinition, type AnyStateNode } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';
import { isStepAvailable } from '../../../machines/auctionForm/navigation';
import type { AuctionFormEvent } from '../../../machines/auctionForm/types';
import type { AuctionFormSnapshot } from '../../../machines/replay';
import { economicProfilePrefill, fold, quietMachine, validateAndNext } from '../fixtures';

const savedForm = fold([{ type: 'SET_PURPOSE', purpose: 'unsatisfied' }, ...validateAndNext(1)]).context;

/**
 * The finite event set: every event type, with the payloads that steer navigation differently (a purpose with
 * and one without the unsatisfied step, an unknown purpose, reachable and unreachable GO_TO_STEP targets, ...).
 */
function eventsFor(): AuctionFormEvent[] {
  return [
    ...['unsatisfied', 'vehicle_purchaser', 'unknown'].map((purpose): AuctionFormEvent => ({
      type: 'SET_PURPOSE',
      purpose,
    })),
    { type: 'SET_CUSTOMER', signedIn: true, profileComplete: true },
    { type: 'SET_CUSTOMER', signedIn: false, profileComplete: false },
    { type: 'SET_STEP_DATA', step: 'housingSituation', formData: { residence_type: 'owner' } },
    { type: 'VALIDATE_STEP' },
    { type: 'INVALIDATE_STEP', step: 'start' },
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'GO_TO_FIRST_INVALID' },
    ...(['start', 'unsatisfied', 'savings', 'profile'] as const).map((step): AuctionFormEvent => ({
      type: 'GO_TO_STEP',
      step,
    })),
    { type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 1 },
    { type: 'CUT_LIST', step: 'housingSituation', list: 'properties', count: 0 },
    { type: 'PREFILL', steps: economicProfilePrefill },
    { type: 'RESTORE', context: savedForm },
    { type: 'SUBMIT' },
    { type: 'SUBMIT_SUCCEEDED', rfqId: 1 },
    { type: 'SUBMIT_FAILED', errors: { 'housingSituation.properties.0.postal_code': ['Unknown'] } },
    { type: 'SUBMIT_FAILED', errors: {} },
  ];
}

/**
 * The abstraction the traversal works on: where the wizard is, the purpose, whether the profile is skipped, and
 * how many steps are validated and prefilled. Exact flags per step would make the graph too large to walk.
 */
function serializeState(snapshot: AuctionFormSnapshot): string {
  const { formPurpose, customer, steps, prefilledSteps } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    formPurpose,
    customer.signedIn && customer.profileComplete,
    steps.filter((step) => step.validated).length,
    prefilledSteps.length,
  ]);
}

const traversal = { events: eventsFor, serializeState, input: {} };

function atomicStateIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  if (children.length === 0) return [node.id];
  return children.flatMap(atomicStateIds);
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...Object.values(node.states).flatMap(allTransitions)];
}

function stateId(snapshot: AuctionFormSnapshot): string {
  const value = snapshot.value;
  return typeof value === 'string' ? `auctionForm.${value}` : `auctionForm.filling.${value.filling}`;
}

/** What must hold after every transition; a description of the first broken rule, or null. */
function brokenInvariant(snapshot: AuctionFormSnapshot): string | null {
  const { context } = snapshot;
  const current = context.currentStepLabel;
  if (snapshot.matches('filling') && (snapshot.value as { filling: string }).filling !== current) {
    return `rests in ${JSON.stringify(snapshot.value)} while the current step is ${current}`;
  }
  if (!isStepAvailable(context, current)) return `rests on ${current}, which is skipped or not needed`;
  if (context.prefilledSteps.includes(current)) return `${current} is on screen yet still counts as unseen prefill`;
  return null;
}

describe('model-based: the wizard as a graph', () => {
  const model = createTestModel(quietMachine, traversal);
  const adjacency = model.getAdjacencyMap();
  type Edge = { from: AuctionFormSnapshot; event: AuctionFormEvent; state: AuctionFormSnapshot };
  const edges: Edge[] = Object.values(adjacency).flatMap(({ state, transitions }) =>
    // The adjacency map keys its transitions by branded strings, which Object.values cannot see through.
    (Object.values(transitions) as Array<Omit<Edge, 'from'>>).map((transition) => ({ from: state, ...transition })),
  );

  test('the machine has no invoke or after, so the graph utilities accept it', () => {
    expect(() => createTestModel(quietMachine)).not.toThrow();
  });

  test('every state is reached (routing is transient and never rests)', () => {
    const reached = new Set(getShortestPaths(quietMachine, traversal).map((path) => stateId(path.state)));
    const expected = atomicStateIds(quietMachine.root).filter((id) => id !== 'auctionForm.filling.routing');
    expect(expected).toHaveLength(12);
    expect([...reached].sort()).toEqual(expected.sort());
  });

  test('every transition of the machine is taken', () => {
    const all = allTransitions(quietMachine.root).filter((t) => t.eventType !== '');
    const taken = new Set<AnyTransitionDefinition>();
    for (const { from, event } of edges) {
      for (const t of quietMachine.getTransitionData(from, event)) taken.add(t);
    }
    const missing = all.filter((t) => !taken.has(t)).map((t) => `${t.source.id} ${t.eventType}`);
    expect(missing).toEqual([]);
    // Routing's eventless transitions: one per step, each taken when that step's state is entered.
    const routingTargets = quietMachine
      .getStateNodeById('auctionForm.filling.routing')
      .always?.map((t) => t.target?.[0].id);
    const entered = new Set(edges.map(({ state }) => stateId(state)));
    expect(routingTargets?.every((id) => id !== undefined && entered.has(id))).toBe(true);
  });

  test('after every transition the wizard rests on the step it names, and that step may be shown', () => {
    expect(edges.length).toBeGreaterThan(1000);
    const broken = edges
      .map(({ from, event, state }) => ({ problem: brokenInvariant(state), from: serializeState(from), event }))
      .filter(({ problem }) => problem !== null);
    expect(broken).toEqual([]);
  });

  test('every shortest path replays on a live actor to the state the model predicts', async () => {
    const paths = model.getShortestPaths();
    expect(paths.length).toBeGreaterThan(12);
    const failures: string[] = [];
    for (const path of paths) {
      const actor = createActor(quietMachine, { input: {} }).start();
      const send = ({ event }: { event: AuctionFormEvent }) => actor.send(event);
      await path.test({
        events: Object.fromEntries(eventsFor().map((e) => [e.type, send])),
        states: {
          // The model holds one representative per abstract state, so the actor is compared through the abstraction.
          '*': (expected) => {
            const actual = actor.getSnapshot();
            const problem =
              serializeState(actual) === serializeState(expected)
                ? brokenInvariant(actual)
                : `actor at ${serializeState(actual)}, model at ${serializeState(expected)}`;
            if (problem) failures.push(`${path.description}: ${problem}`);
          },
        },
      });
      actor.stop();
    }
    expect(failures).toEqual([]);
  });
});
