// The comparison fixture of the checkout a server runs from: this one's own modules, or for another checkout (an
// older release to compare with) its own bench/support/comparisonFixture.ts run in it through fixtureIn.ts, since
// its schema and demo password differ from this one's.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { answeredRequest, CUSTOMER, PASSWORD, prepareDatabase } from './comparisonFixture';

export type CheckoutFixture = {
  /** Seeds `dataDir` before the server starts; the lenders' supplier-API tokens. */
  prepare(dataDir: string): Promise<Map<number, string>>;
  /** The customer's request answered by every lender, through the running server; its id. */
  answer(base: string, tokens: Map<number, string>): Promise<number>;
  login: { customer: string; password: string };
};

const FIXTURE_IN = path.resolve(__dirname, 'fixtureIn.ts');

/** `cwd`: the checkout the server runs from; undefined for this one. */
export function checkoutFixture(cwd: string | undefined): CheckoutFixture {
  if (cwd === undefined || path.resolve(cwd) === process.cwd())
    return { prepare: prepareDatabase, answer: answeredRequest, login: { customer: CUSTOMER, password: PASSWORD } };
  const inCheckout = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', FIXTURE_IN, ...args], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, LOG_LEVEL: 'warn' },
      })
        .trim()
        .split('\n')
        .pop() ?? 'null',
    ) as unknown;
  return {
    prepare: async (dataDir) => new Map(inCheckout('prepare', dataDir) as [number, string][]),
    answer: async (base, tokens) => inCheckout('answer', base, JSON.stringify([...tokens])) as number,
    login: inCheckout('login') as { customer: string; password: string },
  };
}
