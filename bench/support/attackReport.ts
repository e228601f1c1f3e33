// What one attack of bench/attacks.ts did and what the server answered, with the /healthz probe's figures beside it,
// printed as a Markdown table (docs/benchmarks.md takes them as they are).
import { performance } from 'node:perf_hooks';
import type { AttackServer } from './attackServer';
import { startHealthProbe, type ProbeFigures } from './healthProbe';

/** How often each answer came: `{ '401': 40 }`. */
export type Tally = Record<string, number>;

export function tally(answers: Iterable<string | number>): Tally {
  const counts: Tally = {};
  for (const answer of answers) counts[String(answer)] = (counts[String(answer)] ?? 0) + 1;
  return counts;
}

/** `401×38, reset×2`, most frequent first. */
export const formatTally = (counts: Tally) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([answer, count]) => `${answer}×${count}`)
    .join(', ') || 'none';

/** What an attack reports: what it sent, what came back, and any further figures as label/value rows. */
export type AttackOutcome = { requests: string; answers: string; rows?: [string, string][] };
export type AttackResult = AttackOutcome & {
  title: string;
  seconds: number;
  probe: ProbeFigures;
  /** CPU seconds used meanwhile by the server and by this bench (attacks and probe). */
  cpu: { server: number; bench: number };
};

/** Runs one attack with the /healthz probe polling beside it. */
export async function underProbe(
  server: Pick<AttackServer, 'base' | 'cpuSeconds'>,
  title: string,
  attack: () => Promise<AttackOutcome>,
): Promise<AttackResult> {
  const probe = startHealthProbe(server.base);
  const started = performance.now();
  const serverCpu = server.cpuSeconds();
  const benchCpu = process.cpuUsage();
  try {
    const outcome = await attack();
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(benchCpu);
    const cpu = { server: server.cpuSeconds() - serverCpu, bench: (user + system) / 1e6 };
    return { ...outcome, title, seconds, cpu, probe: await probe.stop() };
  } catch (error) {
    await probe.stop();
    throw error;
  }
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;

export function describeProbe(probe: ProbeFigures): string {
  return `${ms(probe.maxMs)} (p50 ${ms(probe.p50Ms)}, ${probe.polls} polls: ${formatTally(probe.statuses)})`;
}

export function attackTable(result: AttackResult): string {
  const rows: [string, string][] = [
    ['requests', result.requests],
    ['answers', result.answers],
    ['duration', `${result.seconds.toFixed(1)} s`],
    ['slowest GET /healthz', describeProbe(result.probe)],
    ...(result.rows ?? []),
    ['CPU used meanwhile', `server ${result.cpu.server.toFixed(1)} s, this bench ${result.cpu.bench.toFixed(1)} s`],
  ];
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `**${result.title}**`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`),
  ].join('\n');
}
