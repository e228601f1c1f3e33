// The SPA's index.html for a browser with a session: the current user and the answers of the page's first API
// reads go inside the page (domain/signedInPage.ts), so its first render waits for the bundle only, not for the
// session check and then the page's request after it. Each answer is what the browser would have got itself:
// the API route answers it, to the same cookies, so its own guards decide whose data that is.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInPageState } from '../../contract/signedInPage';
import { SIGNED_IN_STATE_ID } from '../../domain/signedInPage';
import { firstReadsOf } from './pageFirstReads';
import { currentUser, isCustomer, publicUser } from '../auth/currentUser';
import { SESSION_COOKIE } from '../auth/sessions';
import { pickEncoding, type Encoding, type SpaIndex } from './spaIndex';
import type { ServerRenderer } from './serverRender';

/** The page holds one user's data: no shared cache may keep it, and the browser does not store it either. */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-store';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether the page is answered with the state in it: a GET from a browser that has a session cookie. */
export const wantsSignedInPage = (request: FastifyRequest) =>
  request.method === 'GET' && Boolean(request.cookies[SESSION_COOKIE]);

/**
 * JSON that cannot end the script element nor open a comment in it (`</script>`, `<!--`): every `<` becomes
 * `\u003c`, which JSON.parse reads back as `<`. U+2028 and U+2029 are escaped too for older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One GET of the API on behalf of the browser: its cookies and language; only a 200 is kept. */
async function answerOf(request: FastifyRequest, url: string): Promise<[string, unknown] | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const language = request.headers['accept-language'];
  if (typeof language === 'string') headers['accept-language'] = language;
  const answer = await request.server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  return answer.statusCode === 200 ? [url, answer.json()] : null;
}

export async function signedInPageState(request: FastifyRequest, urlPath: string): Promise<SignedInPageState> {
  const user = await currentUser(request);
  if (!user) return { user: null, answers: {} };
  const reads = isCustomer(user) ? firstReadsOf(urlPath, user.id) : [];
  const [profile, ...answers] = await Promise.all([
    publicUser(request, user),
    ...reads.map((url) => answerOf(request, url)),
  ]);
  return { user: profile, answers: Object.fromEntries(answers.filter((answer) => answer !== null)) };
}

/** index.html with the state as a data block at the end of the body (a data block runs nothing: no CSP hash). */
export function withSignedInState(html: string, state: SignedInPageState): string {
  const block = `<script type="application/json" id="${SIGNED_IN_STATE_ID}">${scriptSafeJson(state)}</script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + block : html.slice(0, at) + block + html.slice(at);
}

/** A Server-Timing header of durations in milliseconds, named. */
export const serverTiming = (durations: Readonly<Record<string, number>>) =>
  Object.entries(durations)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');

/** Compressed for the moment with quick settings: every answer differs. */
export async function encoded(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipped(body, { level: 6 });
  return body;
}

/** `renderer`: renders the page into the HTML where it can (serverRender.ts); without it the browser renders it. */
export async function sendSignedInPage(
  request: FastifyRequest,
  reply: FastifyReply,
  current: SpaIndex,
  renderer: ServerRenderer | null,
) {
  const urlPath = request.url.split('?')[0];
  const started = performance.now();
  const state = await signedInPageState(request, urlPath);
  const read = performance.now();
  const template = current().bodies.identity.toString('utf8');
  const rendered = renderer ? await renderer.render(request, template, state) : null;
  const html = withSignedInState(rendered ?? template, state);
  const renderEnded = performance.now();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = await encoded(Buffer.from(html), encoding);
  reply.header('Cache-Control', SIGNED_IN_PAGE_CACHE_CONTROL).header('Vary', 'Accept-Encoding, Cookie');
  // Where the page's first byte went (the browser's Navigation Timing shows it: docs/benchmarks.md). The user's own
  // page only, and durations only.
  reply.header('Server-Timing', serverTiming({ reads: read - started, render: renderEnded - read }));
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}
