// Figures of a load run (bench/support/loadGenerator.ts) as the benches print them: requests/s, p50, p99, statuses.
import os from 'node:os';
import type { LoadJob, LoadResult } from './loadGenerator';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export type LoadRow = { job: LoadJob; result: LoadResult; perSecond: number; p50: number; p99: number };

export function summarise(job: LoadJob, result: LoadResult): LoadRow {
  const { latencies, seconds } = result;
  return {
    job,
    result,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The rows as an aligned text table; `tail`: the p99 aim in multiples of p50. */
export function loadTable(rows: LoadRow[], tail: number): string {
  const header = ['endpoint', 'concurrent', 'requests', 'requests/s', 'p50', 'p99', `p99 < ${tail}×p50`, 'statuses'];
  const lines = rows.map(({ job, result, perSecond, p50, p99 }) => [
    job.label,
    String(job.concurrency),
    String(result.latencies.length),
    perSecond.toFixed(0),
    `${p50.toFixed(1)} ms`,
    `${p99.toFixed(1)} ms`,
    p99 < tail * p50 ? 'yes' : 'no',
    Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = new Set([1, 2, 3, 4, 5]);
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
