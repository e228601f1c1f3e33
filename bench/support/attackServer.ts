// The app under attack as production runs it: `server/main.ts` in a process of its own with NODE_ENV=production,
// logging at the shipped level, on a throwaway PostgreSQL database and a redis-server of the bench's own (so that an
// attack can kill it), the demo seeded (SEED_DEMO=1) for its logins and lenders. No SPA is built: production serves
// the API without one, and no attack asks for a page.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from '../../server/db/client';
import { freePort } from './benchServer';
import { startRedisServer } from './redisServer';

export type AttackServer = {
  base: string;
  port: number;
  pid: number;
  pusherKey: string;
  /** The server's stdout and stderr (its log lines), kept for a look after the run. */
  logFile: string;
  /** Resident memory of the server process now, and its peak so far, in MB (from /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time the server process has used so far, user and system, in seconds. */
  cpuSeconds(): number;
  killRedis(): void;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(32).toString('base64url');

function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

/** utime and stime of /proc/<pid>/stat (fields 14 and 15, after the parenthesised name), in clock ticks of 1/100 s. */
function procCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitFor(what: string, ok: () => Promise<boolean>, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ok().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

/**
 * Starts the app. `databaseUrl`: the PostgreSQL server the throwaway database is created on (and dropped from at
 * the end); `http`: HTTP_*_TIMEOUT_MS values, empty for the shipped ones.
 */
export async function startAttackServer(databaseUrl: string, http: Record<string, string>): Promise<AttackServer> {
  const throwaway = `attacks_${process.pid}`;
  await adminQuery(databaseUrl, `create database ${throwaway}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${throwaway}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attacks-'));
  const logFile = path.join(dataDir, 'server.log');
  const [redisPort, port] = [await freePort(), await freePort()];
  const redis = await startRedisServer(redisPort);
  const pusherKey = `bench-${randomBytes(8).toString('hex')}`;
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...http,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production insists on an https:// APP_URL; the bench sends its cookies itself, so Secure ones do no harm.
      APP_URL: `https://localhost:${port}`,
      DATABASE_URL: url.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      APP_KEY: secret(),
      PUSHER_APP_ID: `bench-${process.pid}`,
      PUSHER_APP_KEY: pusherKey,
      PUSHER_APP_SECRET: secret(),
      LENDER_DELAY_MS: '0',
    },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (redis.exitCode === null) redis.kill('SIGKILL');
    fs.closeSync(log);
    await adminQuery(databaseUrl, `drop database if exists ${throwaway} with (force)`);
    // The uploads are gone with the data directory; the log stays for a look.
    for (const entry of fs.readdirSync(dataDir)) {
      if (entry !== 'server.log') fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  };
  try {
    await waitFor('the server', async () => (await fetch(`${base}/readyz`)).ok, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    base,
    port,
    pid,
    pusherKey,
    logFile,
    memory: () => ({ rssMb: procStatusMb(pid, 'VmRSS'), peakMb: procStatusMb(pid, 'VmHWM') }),
    cpuSeconds: () => procCpuSeconds(pid),
    killRedis: () => redis.kill('SIGKILL'),
    stop,
  };
}
