// Wires the rules of rules.ts into yup schemas, so a step schema names rules and the browser and the server run it.
//
//   const profileSchema = yup.object({
//     full_name: withRules(yup.string().default(''), [
//       'required',
//       'full_name',
//       ['max', { type: 'string', value: 255 }],
//     ]),
//     down_payment: withRules(numberSchema(), [
//       'required',
//       ['downpayment_lte_value', ({ parent }) => ({ other: parent.price })],
//     ]),
//   });
//
// - A spec is a rule name, or `[name, params]` where params may be a function of the field's context (its
//   siblings in `parent`) for cross-field rules. Names and params are type-checked against the registry.
// - The rules of one withRules call run in order and stop at the first failure: only the first error is shown
//   (spec §5), and a server check never runs for a value a local rule already rejects.
// - The yup error's message is the rule's message object `{ id, values }`, translated when shown (Field) or
//   sent as is (collectErrors on the server). A rule answering anything else yields `validation.default`.
// - While every rule in a call is synchronous the test is too, so `validateSync` keeps working for such schemas.
import * as yup from 'yup';
import { toRuleResult, type RuleResult, type ValidationMessage } from './message';
import { isPromiseLike } from './promiseLike';
import { rules, type RuleName, type RuleParams } from './rules';

export interface RuleContext {
  /** The object holding the field, i.e. its sibling values. */
  parent: Record<string, unknown>;
  /** The field's path, e.g. `mortgages[0].periodic_payment`. */
  path: string;
}

type ParamsInput<N extends RuleName> = RuleParams<N> | ((context: RuleContext) => RuleParams<N>);

/** A rule name (for rules whose params are optional) or a `[name, params]` pair. */
export type RuleSpec = {
  [N in RuleName]: undefined extends RuleParams<N> ? N | readonly [N, ParamsInput<N>] : readonly [N, ParamsInput<N>];
}[RuleName];

// The RuleSpec type ties each name to its params; TypeScript cannot follow that correlation through an indexed
// union, so the registry is called through this erased signature.
type AnyRule = (value: unknown, params?: unknown) => RuleResult | Promise<RuleResult>;

function runRule(spec: RuleSpec, value: unknown, context: RuleContext): unknown {
  const [name, paramsInput] = typeof spec === 'string' ? [spec, undefined] : spec;
  const params = typeof paramsInput === 'function' ? paramsInput(context) : paramsInput;
  return (rules[name] as AnyRule)(value, params);
}

/** Runs specs from `start` in order until one fails; synchronous until the first asynchronous rule. */
function runFrom(
  specs: readonly RuleSpec[],
  start: number,
  value: unknown,
  context: RuleContext,
): RuleResult | Promise<RuleResult> {
  for (let index = start; index < specs.length; index++) {
    const answer = runRule(specs[index], value, context);
    if (isPromiseLike(answer)) {
      return Promise.resolve(answer).then((settled) =>
        settled === true ? runFrom(specs, index + 1, value, context) : toRuleResult(settled),
      );
    }
    if (answer !== true) return toRuleResult(answer);
  }
  return true;
}

/** A rule's outcome as a yup test's: true, or the message as the test's error (a promise stays a promise). */
export function yupTestOutcome(outcome: RuleResult | Promise<RuleResult>, testContext: yup.TestContext) {
  const toYup = (result: RuleResult) => result === true || testContext.createError({ message: result });
  return isPromiseLike(outcome) ? outcome.then(toYup) : toYup(outcome);
}

/** Adds the rules to the schema as one yup test named `rules`; returns the same schema type. */
export function withRules<S extends yup.Schema>(schema: S, specs: readonly RuleSpec[]): S {
  return schema.test({
    name: 'rules',
    params: { rules: specs.map((spec) => (typeof spec === 'string' ? spec : spec[0])) },
    test(value, testContext) {
      const context: RuleContext = { parent: testContext.parent ?? {}, path: testContext.path };
      return yupTestOutcome(runFrom(specs, 0, value, context), testContext);
    },
  });
}

const NOT_A_NUMBER: ValidationMessage = { id: 'validation.numeric' };

/**
 * A number field as forms hold it. Empty inputs arrive as '' (Formik) or null (JSON); plain `yup.number()` would
 * reject those with its own untranslated type error before `required` could speak, so they become undefined here
 * and `required` decides.
 */
export function numberSchema() {
  return yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(NOT_A_NUMBER);
}
