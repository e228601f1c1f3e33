// How long the password work of sign-up (a hash) and sign-in (a verification) takes at the production cost and at
// each pair of OWASP's scrypt floor, median of `--runs` (7), with the load average it ran under; then the strength
// estimate both also run (§5 strong_password): its first check, which loads the dictionaries, and the next ones. Run it on one
// idle core, as docs/benchmarks.md does: `taskset -c 0 npx tsx bench/passwordHashBench.ts`. It does not fail.
import os from 'node:os';
import { hashPassword, verifyPassword, type ScryptCost } from '../server/auth/password';
import { loadConfig, SCRYPT_FLOOR_P, scryptCost } from '../server/config';
import { rules } from '../domain/validation/rules';
import { median } from './support/benchServer';

const PASSWORD = 'korrekt hest batteri hæfteklamme';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function measure(cost: ScryptCost): Promise<{ signUp: number; signIn: number }> {
  const signUp: number[] = [];
  const signIn: number[] = [];
  let hash = await hashPassword(PASSWORD, cost);
  for (let run = 0; run < RUNS; run++) {
    signUp.push(await timed(async () => (hash = await hashPassword(PASSWORD, cost))));
    signIn.push(await timed(() => verifyPassword(PASSWORD, hash)));
  }
  return { signUp: median(signUp), signIn: median(signIn) };
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

async function main() {
  const production = loadConfig({ NODE_ENV: 'production' }).passwordHashCost;
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, median of ${RUNS}`,
  );
  console.log('cost                     sign-up   sign-in');
  const floor = Object.keys(SCRYPT_FLOOR_P)
    .map(Number)
    .sort((a, b) => b - a);
  for (const log2N of floor) {
    const cost = scryptCost(log2N);
    const { signUp, signIn } = await measure(cost);
    const label = `N=2^${log2N} r=${cost.r} p=${cost.p}${cost.N === production.N ? ' (ours)' : ''}`;
    console.log(`${label.padEnd(24)}${ms(signUp)}  ${ms(signIn)}`);
  }
  const inputs = { userInputs: ['mette.hansen@example.dk', 'Mette Hansen'] };
  const first = await timed(() => Promise.resolve(rules.strong_password(PASSWORD, inputs)));
  const checks: number[] = [];
  for (let run = 0; run < RUNS; run++)
    checks.push(await timed(() => Promise.resolve(rules.strong_password(PASSWORD, inputs))));
  console.log(
    `strength estimate: first ${ms(first).trim()} (loads the dictionaries), then ${ms(median(checks)).trim()}`,
  );
}

void main();
