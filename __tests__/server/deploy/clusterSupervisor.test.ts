// `npm run cluster` starts a worker that died again (scripts/clusterSupervisor.ts): real child processes, one
// that exits with a code twice and then stays up until it is SIGKILLed, and the JSON lines an operator reads.
import { spawn } from 'node:child_process';
import { superviseWorker, type Supervised } from '../../../scripts/clusterSupervisor';

type Line = Record<string, unknown> & { msg: string };
let supervised: Supervised | undefined;

afterEach(() => supervised?.stop('SIGKILL'));

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a dead worker is restarted with a doubling delay, each death one JSON line with the worker and its exit', async () => {
  const lines: Line[] = [];
  let spawned = 0;
  const startedAt: number[] = [];
  supervised = superviseWorker({
    worker: ':3001',
    backoffMs: 100,
    maxBackoffMs: 300,
    stableAfterMs: 60_000,
    write: (line) => lines.push(JSON.parse(line)),
    spawnWorker: () => {
      spawned += 1;
      startedAt.push(Date.now());
      // The first two exit at once with code 3 (a crash at start); the third stays up.
      const script = spawned <= 2 ? 'process.exit(3)' : 'setInterval(() => {}, 1000)';
      return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    },
  });

  await until(() => spawned === 3);
  const deaths = lines.filter((l) => l.msg === 'cluster worker died');
  expect(deaths).toEqual([
    expect.objectContaining({ level: 50, worker: ':3001', exitCode: 3, signal: null, restartInMs: 100 }),
    expect.objectContaining({ level: 50, worker: ':3001', exitCode: 3, signal: null, restartInMs: 200 }),
  ]);
  // The backoff is waited for (a little slack for a busy machine's timers).
  expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(95);
  expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(195);

  // SIGKILL of the live worker: named by its pid and signal, restarted after the next (capped) delay.
  const victim = supervised.current();
  victim.kill('SIGKILL');
  await until(() => spawned === 4);
  expect(lines.filter((l) => l.msg === 'cluster worker died').at(-1)).toMatchObject({
    worker: ':3001',
    workerPid: victim.pid,
    exitCode: null,
    signal: 'SIGKILL',
    restartInMs: 300,
  });
  await until(() => lines.filter((l) => l.msg === 'cluster worker restarted').length === 3);
  expect(supervised.restarts()).toBe(3);
  expect(lines.every((l) => typeof l.time === 'number' && typeof l.pid === 'number')).toBe(true);

  // Stopping is not a death: nothing is restarted.
  await supervised.stop();
  expect(lines.at(-1)).toMatchObject({ msg: 'cluster worker stopped', worker: ':3001', signal: 'SIGTERM' });
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(spawned).toBe(4);
});

test('a worker that lived past stableAfterMs is restarted after the first delay again', async () => {
  const lines: Line[] = [];
  let spawned = 0;
  supervised = superviseWorker({
    worker: ':3002',
    backoffMs: 50,
    // Far above a quick death's life on a busy machine (a node start can take a second there).
    stableAfterMs: 2_500,
    write: (line) => lines.push(JSON.parse(line)),
    spawnWorker: () => {
      spawned += 1;
      // Two quick deaths, then one that lives 3 s before it exits with 1.
      const script = spawned <= 2 ? 'process.exit(1)' : 'setTimeout(() => process.exit(1), 3_000)';
      return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    },
  });
  await until(() => lines.filter((l) => l.msg === 'cluster worker died').length === 3, 20_000);
  expect(lines.filter((l) => l.msg === 'cluster worker died').map((l) => l.restartInMs)).toEqual([50, 100, 50]);
}, 30_000);
