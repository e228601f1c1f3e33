// The attacks of bench/attacks.ts that are plain HTTP requests: a deeply nested form step, guests' 16 MB bodies to
// an admin route, uploads past the quota, and the supplier API past its rate limit.
import { once } from 'node:events';
import net from 'node:net';
import { DEMO_PASSWORD } from '../../server/seed/users';
import { MAX_DOCUMENT_BYTES, UPLOAD_QUOTA } from '../../domain/documentTypes';
import { supplierTokenThroughApi } from '../../scripts/supplierToken';
import { formatTally, tally, type AttackOutcome } from './attackReport';
import { cookieHeader, jsonHeaders, keepCookies, signIn, type Cookies } from './httpSession';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** `count` calls of `task`, at most `concurrency` at a time; a call that throws answers `error:<code or name>`. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<(T | string)[]> {
  const results: (T | string)[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i).catch((error: { code?: string; cause?: { code?: string }; name?: string }) => {
        return `error:${error.cause?.code ?? error.code ?? error.name ?? 'unknown'}`;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return results;
}

/** A guest's cookies (session and CSRF token), as the SPA has them before anyone signs in. */
export async function guestCookies(base: string): Promise<Cookies> {
  const cookies: Cookies = new Map();
  keepCookies(cookies, await fetch(`${base}/sanctum/csrf-cookie`));
  return cookies;
}

/** The status of a request, its body read and dropped. */
async function statusOf(response: Promise<Response>): Promise<number> {
  const res = await response;
  await res.arrayBuffer();
  return res.status;
}

/** 6: a guest's request form with one step nested 3,000 deep. */
export async function deepStep(base: string, count: number): Promise<AttackOutcome> {
  let deep: object = { x: 1 };
  for (let i = 0; i < 3000; i += 1) deep = { a: deep };
  const body = JSON.stringify({ steps: { start: deep }, formPurpose: 'existing_property' });
  const cookies = await guestCookies(base);
  const statuses = await inParallel(count, 10, () =>
    statusOf(fetch(`${base}/api/auction-form`, { method: 'POST', headers: jsonHeaders(cookies), body })),
  );
  return {
    requests: `${count} guest POST /api/auction-form, a step nested 3,000 deep (${(body.length / 1024).toFixed(1)} KB), 10 at a time`,
    answers: formatTally(tally(statuses)),
  };
}

type BodyOutcome = {
  status: string;
  /** Bytes the client had written (into socket buffers included) when the answer came. */
  writtenBeforeAnswer: number;
  ms: number;
  /** Whether the server closed the connection within a second of answering, rather than reading the rest. */
  closedAfterAnswer: boolean;
};

/**
 * One POST of a `bytes`-long body on a socket of its own, written as fast as the server takes it until the status
 * line of the answer arrives; then the client stops writing and waits a second for the server to close.
 */
function postUntilAnswered(
  port: number,
  path: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<BodyOutcome> {
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, 'series,coupon\n');
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: bench',
    ...Object.entries({ ...headers, 'content-length': String(bytes) }).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.createConnection(port, '127.0.0.1');
    let written = 0;
    let received = '';
    let answer: Omit<BodyOutcome, 'closedAfterAnswer'> | null = null;
    let closed = false;
    let writeError = '';
    const settle = () => {
      if (!answer)
        answer = {
          status: `closed without an answer (${writeError || 'end'})`,
          writtenBeforeAnswer: written,
          ms: performance.now() - started,
        };
      resolve({ ...answer, closedAfterAnswer: closed });
      socket.destroy();
    };
    socket.on('data', (data) => {
      if (answer) return;
      received += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (!status) return;
      answer = { status, writtenBeforeAnswer: written, ms: performance.now() - started };
      setTimeout(settle, 1000);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError = error.code ?? error.message;
    });
    socket.on('close', () => {
      closed = true;
      if (!answer) settle();
    });
    socket.on('connect', () => {
      socket.write(head);
      const gone = once(socket, 'close');
      void (async () => {
        while (!answer && !closed && written < bytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, bytes - written));
          written += piece.length;
          if (!socket.write(piece)) await Promise.race([once(socket, 'drain'), gone]);
        }
      })().catch(() => undefined);
    });
  });
}

/** 7: guests send 16 MB CSV files to the admin's rates import at once. */
export async function bigBodiesToAdminRoute(
  base: string,
  port: number,
  parallel: number,
  memory: () => { rssMb: number; peakMb: number },
): Promise<AttackOutcome> {
  const bytes = 16 * MB;
  const cookies = await guestCookies(base);
  const headers = { ...jsonHeaders(cookies), 'content-type': 'text/csv', accept: 'application/json' };
  const before = memory();
  const results = await Promise.all(
    Array.from({ length: parallel }, () => postUntilAnswered(port, '/api/admin/mortgage-rates', headers, bytes)),
  );
  const after = memory();
  const sent = results.map((r) => r.writtenBeforeAnswer);
  const slowest = Math.max(...results.map((r) => r.ms));
  return {
    requests: `${parallel} parallel guest POST /api/admin/mortgage-rates, each a ${mb(bytes)} text/csv body`,
    answers: formatTally(tally(results.map((r) => r.status))),
    rows: [
      ['slowest answer', `${slowest.toFixed(0)} ms`],
      [
        'body written before the answer (socket buffers included)',
        `at most ${mb(Math.max(...sent))} of ${mb(bytes)} per request, ${mb(sent.reduce((a, b) => a + b, 0))} in all`,
      ],
      [
        'connection closed by the server within 1 s of its answer',
        `${results.filter((r) => r.closedAfterAnswer).length} of ${parallel}`,
      ],
      [
        'server memory (VmRSS)',
        `${before.rssMb.toFixed(0)} MB before, ${after.rssMb.toFixed(0)} MB after; peak of the process so far (VmHWM) ${before.peakMb.toFixed(0)} → ${after.peakMb.toFixed(0)} MB`,
      ],
    ],
  };
}

/** A PDF that `file-type` recognises, `bytes` long. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, ' '), tail]);
}

function multipartFile(file: Buffer): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `bench${Date.now().toString(16)}`;
  const parts = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: new Uint8Array(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Customer = { base: string; cookies: Cookies; userId: number };

function upload({ base, cookies, userId }: Customer, file: Buffer): Promise<number> {
  const { body, contentType } = multipartFile(file);
  return statusOf(
    fetch(`${base}/api/customer/users/${userId}/documents`, {
      method: 'POST',
      headers: { ...jsonHeaders(cookies), 'content-type': contentType },
      body,
    }),
  );
}

async function stored({ base, cookies, userId }: Customer): Promise<{ files: number; bytes: number }> {
  const res = await fetch(`${base}/api/customer/users/${userId}/documents`, {
    headers: { cookie: cookieHeader(cookies), accept: 'application/json' },
  });
  const documents = (await res.json()) as { size_bytes: number }[];
  return { files: documents.length, bytes: documents.reduce((sum, d) => sum + d.size_bytes, 0) };
}

async function customer(base: string, email: string): Promise<Customer> {
  return { base, ...(await signIn(base, email, DEMO_PASSWORD)) };
}

/**
 * 8: one customer uploads small files until the quota refuses; another fills most of the 200 MB with 9.9 MB
 * files, then sends `parallel` more at once, which the quota must cut at the megabyte.
 */
export async function uploadsPastQuota(base: string, parallel: number): Promise<AttackOutcome> {
  const small = await customer(base, 'kunde2@example.dk');
  const smallStatuses: number[] = [];
  while (smallStatuses.length < UPLOAD_QUOTA.files + 5) {
    const status = await upload(small, pdfOf(1024));
    smallStatuses.push(status);
    if (status !== 201) break;
  }
  const smallStored = await stored(small);

  const big = await customer(base, 'profil@example.dk');
  const file = pdfOf(Math.round(9.9 * MB));
  // Leave room for fewer files than the parallel batch: the lock on the customer's row must hold the line.
  const room = 5;
  const fits = Math.floor(UPLOAD_QUOTA.bytes / file.length);
  const first = await inParallel(fits - room, 1, () => upload(big, file));
  const batch = await inParallel(parallel, parallel, () => upload(big, file));
  const bigStored = await stored(big);
  const quota = `${UPLOAD_QUOTA.files} files / ${mb(UPLOAD_QUOTA.bytes)}`;
  return {
    requests:
      `customer A: 1 KB PDFs one after another until refused; customer B: ${fits - room} PDFs of ${mb(file.length)} ` +
      `one after another, then ${parallel} more at once (room left for ${room}; quota ${quota}, ${mb(MAX_DOCUMENT_BYTES)} a file)`,
    answers:
      `A: ${formatTally(tally(smallStatuses))}; B one after another: ${formatTally(tally(first))}; ` +
      `B's parallel batch: ${formatTally(tally(batch))}`,
    rows: [
      ['stored for A', `${smallStored.files} files, ${(smallStored.bytes / 1024).toFixed(0)} KB`],
      ['stored for B', `${bigStored.files} files, ${mb(bigStored.bytes)} (quota ${mb(UPLOAD_QUOTA.bytes)})`],
    ],
  };
}

/** 12: one lender's token sends `count` requests paced evenly over `seconds`. */
export async function supplierFlood(base: string, count: number, seconds: number): Promise<AttackOutcome> {
  const token = await supplierTokenThroughApi(
    base,
    { email: 'admin@example.dk', password: DEMO_PASSWORD },
    'oresund-bank',
  );
  const started = performance.now();
  const gapMs = (seconds * 1000) / count;
  const retryAfter: string[] = [];
  let firstRefused = -1;
  const statuses = await inParallel(count, 50, async (i) => {
    const due = started + i * gapMs - performance.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    const res = await fetch(`${base}/supplier-api/v1/leads`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status === 429) {
      retryAfter.push(res.headers.get('retry-after') ?? 'none');
      if (firstRefused < 0 || i < firstRefused) firstRefused = i;
    }
    return res.status;
  });
  return {
    requests: `${count.toLocaleString('en-GB')} GET /supplier-api/v1/leads with one lender's token, paced over ${seconds} s, at most 50 in flight`,
    answers: formatTally(tally(statuses)),
    rows: [
      ['first 429', firstRefused < 0 ? 'none' : `request no. ${firstRefused + 1}`],
      ['Retry-After of the 429s (s)', formatTally(tally(retryAfter))],
    ],
  };
}
