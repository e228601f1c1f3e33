// A probe that asks GET /healthz every 100 ms while an attack runs, from a worker thread of its own: the attacks
// keep the bench's main thread busy, and their work must not be counted as the server's slowness. A poll is sent
// on time whether or not the previous one has answered, so a stalled server shows as slow polls, not as fewer.
import { Worker } from 'node:worker_threads';
import { percentile } from './loadTable';

export type ProbeFigures = { polls: number; p50Ms: number; maxMs: number; statuses: Record<string, number> };

const POLL_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const latencies = [];
const statuses = {};
const pending = new Set();
const poll = () => {
  const started = performance.now();
  const done = (status) => {
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const request = fetch(workerData.url, { signal: AbortSignal.timeout(30000) })
    .then((res) => res.arrayBuffer().then(() => done(String(res.status))))
    .catch((error) => done(error.name === 'TimeoutError' ? 'timeout' : 'error'))
    .finally(() => pending.delete(request));
  pending.add(request);
};
const timer = setInterval(poll, workerData.everyMs);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all([...pending]);
  parentPort.postMessage({ latencies, statuses });
});
`;

export type HealthProbe = { stop(): Promise<ProbeFigures> };

export function startHealthProbe(base: string, everyMs = 100): HealthProbe {
  const worker = new Worker(POLL_SOURCE, { eval: true, workerData: { url: `${base}/healthz`, everyMs } });
  return {
    async stop() {
      const answer = new Promise<{ latencies: number[]; statuses: Record<string, number> }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const { latencies, statuses } = await answer;
      await worker.terminate();
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        polls: sorted.length,
        p50Ms: percentile(sorted, 50) ?? NaN,
        maxMs: percentile(sorted, 100) ?? NaN,
        statuses,
      };
    },
  };
}
