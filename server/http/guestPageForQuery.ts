// A prerendered page whose path names its language (the calculator's /beregner and /en/calculator), asked for with
// a query: the form on it was sent, without scripts or from a shared link. The render worker renders the page for
// that query (serverRender.ts, renderGuest), so the answer is on the page before any script runs; the prerendered
// page (loadPrerenderedPages) remains the answer without a query, without a worker or when the render fails.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_PAGES } from '../../domain/prerenderedPages';
import { encoded } from './signedInPage';
import type { ServerRenderer } from './serverRender';
import { PAGE_CACHE_CONTROL, pickEncoding, type SpaIndex } from './spaIndex';

/** The query's longest form the page is rendered for; a longer one is no form of ours, and gets the plain page. */
const MAX_QUERY_LENGTH = 512;

/** True when the page was rendered and sent. */
export async function sendGuestPageForQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string,
  current: SpaIndex,
  renderer: ServerRenderer | null,
): Promise<boolean> {
  const query = request.url.slice(urlPath.length + 1);
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === urlPath);
  if (!renderer || !page || !('locale' in page) || !query || query.length > MAX_QUERY_LENGTH) return false;
  const template = current().bodies.identity.toString('utf8');
  const html = await renderer.renderGuest(request, template, page, page.locale);
  if (!html) return false;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = await encoded(Buffer.from(html), encoding);
  reply.header('Cache-Control', PAGE_CACHE_CONTROL).header('Vary', 'Accept-Encoding, Cookie');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  await reply.type('text/html; charset=utf-8').send(body);
  return true;
}
