// A redis-server of a bench's or a test's own, on a port of its choosing and without persistence, so that it can be
// killed mid-run (Redis failing at runtime) without touching anyone else's.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Starts redis-server on 127.0.0.1:`port` and resolves once it takes connections. */
export async function startRedisServer(port: number, timeoutMs = 10_000): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const end = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (redis.exitCode !== null || Date.now() > end) {
      redis.kill('SIGKILL');
      throw new Error(`redis-server on :${port} did not take connections within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return redis;
}
