// Attack 9 of bench/attacks.ts: the embedded realtime broker (Pusher protocol over `ws`, /app/:key) from one
// address: too many sockets, too many subscriptions on one socket, and a flood of big and fast messages.
import { WebSocket } from 'ws';
import { formatTally, tally, type AttackOutcome } from './attackReport';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Socket = { ws: WebSocket; established: Promise<boolean>; closed: Promise<number> };

/** A guest's socket; `established`: whether the broker said connection_established. */
function openSocket(port: number, key: string): Socket {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const established = new Promise<boolean>((resolve) => {
    ws.on('message', (raw) => {
      if (String(raw).includes('pusher:connection_established')) resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  ws.on('error', () => undefined);
  return { ws, established, closed };
}

/** `count` sockets opened at once; the ones the broker keeps stay open until the caller closes them. */
async function manySockets(port: number, key: string, count: number) {
  const sockets = Array.from({ length: count }, () => openSocket(port, key));
  const established = await Promise.all(
    sockets.map((s) => Promise.race([s.established, sleep(15_000).then(() => false)])),
  );
  // The refused ones are closed right after their upgrade; give the last of them a moment.
  await sleep(500);
  const closes = await Promise.all(
    sockets.map((s) =>
      Promise.race([s.closed, Promise.resolve(s.ws.readyState === WebSocket.OPEN ? 'open' : 'closing')]),
    ),
  );
  for (const s of sockets) s.ws.close();
  await Promise.all(sockets.map((s) => s.closed));
  return { kept: established.filter(Boolean).length, closes: tally(closes.map(String)) };
}

/** Subscription attempts to distinct public channels on one socket, sent until the broker closes it. */
async function manySubscriptions(port: number, key: string, attempts: number) {
  const socket = openSocket(port, key);
  await socket.established;
  const answers: string[] = [];
  socket.ws.on('message', (raw) => {
    const { event } = JSON.parse(String(raw)) as { event: string };
    if (event !== 'pusher:connection_established') answers.push(event);
  });
  let sent = 0;
  let code: number | null = null;
  void socket.closed.then((c) => (code = c));
  while (sent < attempts && code === null && socket.ws.readyState === WebSocket.OPEN) {
    for (let i = 0; i < 500 && sent < attempts; i += 1, sent += 1)
      socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `bench-${sent}` } }));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const closedWith = await Promise.race([socket.closed, sleep(5_000).then(() => null)]);
  if (closedWith === null) socket.ws.terminate();
  return { sent, answers: tally(answers), closedWith: closedWith ?? 'still open' };
}

/**
 * `workers` loops, each opening a socket after the last was closed, for `seconds`: half send messages of 64 KB,
 * half small ones as fast as the socket takes them (50 a turn of the event loop).
 */
async function flood(port: number, key: string, workers: number, seconds: number) {
  const end = Date.now() + seconds * 1000;
  const closes: string[] = [];
  let messages = 0;
  let bytes = 0;
  const big = JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(64 * 1024) });
  const small = JSON.stringify({ event: 'pusher:ping', data: {} });
  const worker = async (n: number) => {
    while (Date.now() < end) {
      const socket = openSocket(port, key);
      if (!(await socket.established)) {
        closes.push(String(await socket.closed));
        await sleep(50);
        continue;
      }
      const [message, perTick] = n % 2 === 0 ? [big, 1] : [small, 50];
      let open = true;
      void socket.closed.then(() => (open = false));
      while (open && Date.now() < end) {
        for (let i = 0; i < perTick; i += 1) {
          socket.ws.send(message);
          messages += 1;
          bytes += message.length;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (open) socket.ws.close();
      closes.push(String(await socket.closed));
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return { closes: tally(closes), messages, bytes };
}

export async function realtimeAbuse(port: number, key: string): Promise<AttackOutcome> {
  const sockets = await manySockets(port, key, 1000);
  const subscriptions = await manySubscriptions(port, key, 100_000);
  const flooded = await flood(port, key, 20, 10);
  return {
    requests:
      '1,000 sockets at once from one address; 100,000 subscriptions to distinct channels on one socket; ' +
      '10 s of 20 sockets (reopened when closed) sending 64 KB messages (half) or small ones as fast as they go (half)',
    answers:
      `sockets: ${sockets.kept} kept, closes ${formatTally(sockets.closes)}; subscriptions: closed with ` +
      `${subscriptions.closedWith}; flood closes: ${formatTally(flooded.closes)}`,
    rows: [
      [
        'subscriptions',
        `${subscriptions.sent.toLocaleString('en-GB')} sent before the close; broker answered ${formatTally(subscriptions.answers)}`,
      ],
      [
        'flood',
        `${flooded.messages.toLocaleString('en-GB')} messages (${(flooded.bytes / 1024 / 1024).toFixed(0)} MB) sent`,
      ],
    ],
  };
}
