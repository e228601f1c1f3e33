// Keeps one worker of `npm run cluster` running: a worker that exits without being asked to is started again,
// after a delay that doubles with each quick death (a crash loop, e.g. the database gone, does not spin) and
// starts over once a worker has lived `stableAfterMs`. Every event is one JSON line (server/processLog.ts).
import type { ChildProcess } from 'node:child_process';
import { processLogLine } from '../server/processLog';

export type SupervisorOptions = {
  /** The worker's name in the log lines, e.g. its port. */
  worker: string;
  spawnWorker: () => ChildProcess;
  /** Where the JSON lines go; stdout, beside the workers' own lines, by default. */
  write?: (line: string) => void;
  /** First delay before a restart; doubled after each quick death, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A worker that ran this long died of something new: the next restart waits `backoffMs` again. */
  stableAfterMs?: number;
};

export type Supervised = {
  current: () => ChildProcess;
  restarts: () => number;
  /** Stops restarting, signals the worker and resolves when it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export function superviseWorker({
  worker,
  spawnWorker,
  write = (line) => process.stdout.write(line),
  backoffMs = 1_000,
  maxBackoffMs = 30_000,
  stableAfterMs = 60_000,
}: SupervisorOptions): Supervised {
  let stopping = false;
  let restarts = 0;
  let delay = backoffMs;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;

  const launch = () => {
    const startedAt = Date.now();
    child = spawnWorker();
    child.once('exit', (code, signal) => {
      if (stopping) {
        write(
          processLogLine('info', 'cluster worker stopped', { worker, workerPid: child.pid, exitCode: code, signal }),
        );
        return;
      }
      if (Date.now() - startedAt >= stableAfterMs) delay = backoffMs;
      write(
        processLogLine('error', 'cluster worker died', {
          worker,
          workerPid: child.pid,
          exitCode: code,
          signal,
          ranMs: Date.now() - startedAt,
          restartInMs: delay,
        }),
      );
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        restarts += 1;
        launch();
        write(processLogLine('info', 'cluster worker restarted', { worker, workerPid: child.pid, restarts }));
      }, delay);
      delay = Math.min(delay * 2, maxBackoffMs);
    });
  };
  launch();

  return {
    current: () => child,
    restarts: () => restarts,
    stop: (signal = 'SIGTERM') => {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
