// Two processes on one embedded database folder: the second is refused, naming the holder; a dead holder's lock is
// taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../../server/db/dataDirLock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laanetorvet-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

test('a folder another running process holds is refused, naming its pid, and nothing is opened', async () => {
  const holder = process.ppid;
  fs.writeFileSync(path.join(dir, LOCK_FILE), `${holder}\n`);
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${holder}`));
  await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(/in use by process/);
  expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
});

test("a dead process's lock is taken over; releasing removes the file", () => {
  fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
});

test('while this process holds the folder, another process cannot take it', () => {
  const release = lockDataDir(dir);
  try {
    const other = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.resolve('server/db/dataDirLock.ts')}').then((m) => { try { (m.lockDataDir ?? m.default.lockDataDir)(${JSON.stringify(dir)}); } catch (e) { process.stdout.write(e.name); } })`,
      ],
      { cwd: process.cwd() },
    );
    expect(other.stdout.toString()).toBe('DataDirLockedError');
  } finally {
    release();
  }
});
