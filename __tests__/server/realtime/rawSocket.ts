// A raw Pusher-protocol client over `ws`, for the broker suites: every message it receives, in order (data
// decoded), a way to wait for one, and the code it was closed with.
import WebSocket from 'ws';

export type Message = { event: string; channel?: string; data: unknown };

export async function openRawSocket(
  port: number,
  key: string,
  opened: WebSocket[],
  headers: Record<string, string> = {},
) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`, { headers });
  opened.push(ws);
  const received: Message[] = [];
  const waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Message;
    if (typeof message.data === 'string') {
      try {
        message.data = JSON.parse(message.data);
      } catch {
        // plain string data stays as it is
      }
    }
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const waitFor = (test: (m: Message) => boolean, timeoutMs = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const seen = received.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, received, waitFor, send, closed };
}
