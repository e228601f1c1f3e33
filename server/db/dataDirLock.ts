// One process per embedded database: PGlite has no server, so two processes on one data folder each believe they
// own it (the second one's migration fails with "CREATE SCHEMA", and what it writes the first never sees). A lock
// file beside the folder holds the owner's pid; a lock left by a process that no longer runs is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** Whether a process with this pid runs (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or talk to the running ` +
        'app through its API (scripts such as supplierToken.ts do: see docs/operations.md).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data folder's lock for this process; the release function. Throws DataDirLockedError when another
 * running process holds it.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx': created only if absent, atomically, so two starting processes cannot both win.
      fs.writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return () => {
        if (fs.readFileSync(file, 'utf8').trim() === String(pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // A stale lock (its process has died, or it is our own pid from before a restart): taken over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}.`);
}
