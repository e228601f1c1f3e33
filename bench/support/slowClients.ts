// Attack 11 of bench/attacks.ts: sockets that hold a connection open without finishing a request, and when the
// server closes each kind (server/config.ts `http`).
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { formatTally, tally, type AttackOutcome } from './attackReport';

/** What a slow client does once connected; `close` stops its trickle. */
type Behaviour = { label: string; start(socket: net.Socket): () => void };

/** A byte every `everyMs`, from `text`. */
function trickle(socket: net.Socket, text: string, everyMs: number): () => void {
  let at = 0;
  const timer = setInterval(() => {
    if (at < text.length && socket.writable) socket.write(text[at++]);
  }, everyMs);
  return () => clearInterval(timer);
}

function behaviours(trickleMs: number): Behaviour[] {
  return [
    { label: 'connects and sends nothing', start: () => () => undefined },
    {
      label: 'one request answered, then idle on the kept-alive connection',
      start: (socket) => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: bench\r\nConnection: keep-alive\r\n\r\n');
        return () => undefined;
      },
    },
    {
      label: `headers at 1 byte per ${trickleMs / 1000} s`,
      start: (socket) =>
        trickle(socket, 'GET /healthz HTTP/1.1\r\nHost: bench\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaa', trickleMs),
    },
    {
      label: `a body at 1 byte per ${trickleMs / 1000} s`,
      start: (socket) => {
        socket.write(
          'POST /api/vitals HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
        );
        return trickle(socket, '{'.padEnd(500, ' '), trickleMs);
      },
    },
  ];
}

type Closed = { seconds: number; heard: string };

/** Opens one socket acting as `behaviour`; resolves when the server closes it, or `null` after `giveUpMs`. */
function holdOpen(port: number, behaviour: Behaviour, giveUpMs: number): Promise<Closed | null> {
  return new Promise((resolve) => {
    const socket = net.createConnection(port, '127.0.0.1');
    const started = performance.now();
    let heard = '';
    let stop = () => undefined as void;
    const giveUp = setTimeout(() => {
      stop();
      socket.destroy();
      resolve(null);
    }, giveUpMs);
    socket.on('connect', () => {
      stop = behaviour.start(socket);
    });
    socket.on('data', (data) => {
      // Only the status lines: what the server said before it closed.
      for (const match of data.toString('latin1').matchAll(/HTTP\/1\.1 (\d{3})/g))
        heard += `${heard ? '+' : ''}${match[1]}`;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      stop();
      resolve({ seconds: (performance.now() - started) / 1000, heard: heard || 'nothing' });
    });
  });
}

/**
 * `each` sockets of every kind at once. `timeouts`: how the server was configured, said in the table;
 * `giveUpMs`: when a socket still open counts as never closed.
 */
export async function slowClients(
  port: number,
  each: number,
  trickleMs: number,
  giveUpMs: number,
  timeouts: string,
): Promise<AttackOutcome> {
  const kinds = behaviours(trickleMs);
  const closed = await Promise.all(
    kinds.map((kind) => Promise.all(Array.from({ length: each }, () => holdOpen(port, kind, giveUpMs)))),
  );
  const rows = kinds.map((kind, i): [string, string] => {
    const done = closed[i].filter((c): c is Closed => c !== null);
    const open = closed[i].length - done.length;
    const seconds = done.map((c) => c.seconds).sort((a, b) => a - b);
    const range =
      seconds.length === 0
        ? ''
        : `closed by the server after ${seconds[0].toFixed(1)}–${seconds[seconds.length - 1].toFixed(1)} s`;
    const heard = formatTally(tally(done.map((c) => c.heard)));
    return [
      kind.label,
      [range, done.length ? `it answered ${heard}` : '', open ? `${open} still open after ${giveUpMs / 1000} s` : '']
        .filter(Boolean)
        .join('; '),
    ];
  });
  const all = closed.flat();
  return {
    requests: `${each} sockets of each of ${kinds.length} kinds at once; server timeouts: ${timeouts}`,
    answers: `${all.filter(Boolean).length} of ${all.length} closed by the server`,
    rows,
  };
}
