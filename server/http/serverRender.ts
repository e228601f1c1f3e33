// Signed-in pages rendered to HTML on the server (domain/serverRenderedPages.ts), so a first visit paints the page
// from the HTML instead of waiting for the scripts. The render entry (src/prerender/renderWorker.ts, built by
// webpack) renders with react-dom's Node renderer and Node's globals only, no browser emulation, in one of two
// places (`RenderEntry`): the server's own thread (renderInServerThread.ts: no second heap, the render's CPU on the
// event loop), or a worker thread (its own heap, bounded, and the render's CPU off the event loop). Rendering is an
// improvement, never a condition: no entry, a busy renderer, a slow render or a page that would need the network,
// and the browser renders the page as before.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { GUEST_LOCALE_COOKIE, PRERENDERED_ATTRIBUTE } from '../../domain/prerenderedPages';
import { SERVER_RENDERED_PAGES } from '../../domain/serverRenderedPages';
import { RENDERED_FOR_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '../../domain/signedInPage';
import type { SignedInPageState } from '../../contract/signedInPage';
import type { RenderAnswer, RenderedPage, RenderRequest } from '../../contract/serverRender';
import { EARLY_CLICKS_SCRIPT_TAG } from './earlyClicksScript';
import { matchRoutePattern } from './pageFirstReads';
import { pageAssets, pageHtml, type ChunkStats, type StyleText } from './pageHtml';
import type { ServerRenderOutcome } from '../metrics/metricsPlugin';
import { renderInServerThread } from './renderInServerThread';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Longer than a render takes on a busy machine (tens of milliseconds); after it the page goes out unrendered. */
const RENDER_TIMEOUT_MS = 1_500;
/** Renders waiting for their turn beyond which a page is sent unrendered at once rather than queued. */
const MAX_WAITING = 16;
/**
 * Workers that died in a row, or loads of the entry that failed, without rendering a page, after which none is
 * tried again (until a restart).
 */
const MAX_FAILED_STARTS = 3;
/**
 * The worker's heap, bounded (issue 49: the server's RSS). Its live set after a few hundred renders is about 50 MB;
 * without a bound V8 let its old generation grow past 150 MB before collecting it, and a 4 MB young generation
 * (Node's default is several times that; --max-semi-space-size is refused in a worker's execArgv) keeps each
 * render's garbage small. A worker over the bound dies like any other failed worker: that page goes out
 * unrendered and the next one starts another.
 */
export const RENDER_WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 } as const;
/** A worker with nothing to render for this long is ended, its heap returned; the next page starts another. */
const WORKER_IDLE_END_MS = 60_000;

/** The built render entry, and whether it runs in a worker thread or in the server's own (server/config.ts). */
export type RenderEntry = { file: string; inWorker: boolean };

export type ServerRenderer = {
  /** index.html with the page rendered into #root; null when the page is sent as the SPA renders it. */
  render(request: FastifyRequest, template: string, state: SignedInPageState): Promise<string | null>;
  /**
   * A prerendered page rendered for this request's query (the calculator's figures for a submitted form), in the
   * language `locale`; null when it could not be, and the prerendered page goes out as it is.
   */
  renderGuest(
    request: FastifyRequest,
    template: string,
    page: { chunk: string; messages: readonly string[] },
    locale: string,
  ): Promise<string | null>;
  close(): Promise<void>;
};

const LOADER_FLAG = /^(--import|--loader|--experimental-loader|--require|-r)$/;
const TSX_LOADER_FLAG = /^(--import|--loader|--experimental-loader|--require)=.*\btsx\b/;

/**
 * The server's node flags without tsx's loader, for the worker: a worker inherits its parent's flags, and the
 * server runs under tsx (`npm run serve`), whose hooks in the worker kept a WebAssembly lexer's memory sized to the
 * largest bundle it had read (25 MB) and copies of the bundle's source for a file that is plain JavaScript already.
 * Other flags (a --require of the benches, --inspect) still reach it.
 */
export function workerExecArgv(parent: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < parent.length; i += 1) {
    if (LOADER_FLAG.test(parent[i]) && /\btsx\b/.test(parent[i + 1] ?? '')) i += 1;
    else if (!TSX_LOADER_FLAG.test(parent[i])) kept.push(parent[i]);
  }
  return kept;
}

/** A phone, by the browser's own client hint, else its user agent: the narrow layout is rendered for it. */
export function looksLikePhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|Android|iPhone|iPod/.test(request.headers['user-agent'] ?? '');
}

export const serverRenderedPageAt = (pathname: string) =>
  SERVER_RENDERED_PAGES.find((page) => matchRoutePattern(page.pattern, pathname) !== null) ?? null;

/** dist/stats.json, read again when a build replaces it. */
function chunkStats(spaDir: string): () => ChunkStats | null {
  const file = path.join(spaDir, 'stats.json');
  let loaded: { mtimeMs: number; stats: ChunkStats } | null = null;
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (loaded?.mtimeMs !== mtimeMs)
      loaded = { mtimeMs, stats: JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkStats };
    return loaded.stats;
  };
}

/**
 * The build's stylesheets by name, read once (their names change with their content), for the signed-in pages to
 * inline: the page is painted from its HTML without waiting for a stylesheet's request, which on HTTP/1.1 queues
 * behind the page's scripts (docs/benchmarks.md, issue 49 item 2, second pass). About 30 kB before compression.
 */
function builtStyles(spaDir: string): StyleText {
  const texts = new Map<string, string | null>();
  return (asset) => {
    if (!texts.has(asset)) {
      const file = path.join(spaDir, asset);
      // Only a file of the build's own (a name from stats.json or index.html), never a path outside it.
      const inside = path.relative(spaDir, file);
      const readable = !inside.startsWith('..') && !path.isAbsolute(inside) && fs.existsSync(file);
      texts.set(asset, readable ? fs.readFileSync(file, 'utf8') : null);
    }
    return texts.get(asset) ?? null;
  };
}

/**
 * The renderer; null without a built entry. The entry is loaded by the first page to render (a server nobody renders
 * for holds none of it; that first page waits for it to load, or goes out unrendered after RENDER_TIMEOUT_MS). In a
 * worker, the worker is ended after `idleEndMs` without a render.
 */
export function createServerRenderer(
  entry: RenderEntry | null,
  spaDir: string,
  log: FastifyBaseLogger,
  count: (outcome: ServerRenderOutcome) => void = () => {},
  idleEndMs = WORKER_IDLE_END_MS,
): ServerRenderer | null {
  if (!entry || !fs.existsSync(entry.file)) return null;
  const { file: entryFile } = entry;
  const inServerThread = entry.inWorker ? null : renderInServerThread(entryFile);
  const stats = chunkStats(spaDir);
  const styleText = builtStyles(spaDir);
  const waiting = new Map<number, (page: RenderedPage | null, outcome: ServerRenderOutcome) => void>();
  let nextId = 1;
  let worker: Worker | null = null;
  let failedInARow = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const endWhenIdle = () => {
    clearTimeout(idleTimer);
    if (waiting.size > 0 || !worker) return;
    const idle = worker;
    idleTimer = setTimeout(() => {
      if (worker !== idle || waiting.size > 0) return;
      worker = null;
      void idle.terminate();
    }, idleEndMs);
    idleTimer.unref();
  };

  const settleAll = () => {
    for (const resolve of waiting.values()) resolve(null, 'failed');
    waiting.clear();
  };
  const answered = (answer: RenderAnswer) => {
    failedInARow = 0;
    // The message only: an error's text names a path, never a user's data.
    if (answer.error) log.warn({ renderError: answer.error }, 'server render failed: sent unrendered');
    waiting.get(answer.id)?.(answer.page, answer.page ? 'rendered' : 'declined');
  };
  const failed = (error: unknown, id: number | null) => {
    failedInARow += 1;
    log.error(
      { err: error },
      failedInARow < MAX_FAILED_STARTS
        ? 'render entry failed: the next page tries again'
        : 'render entry failed again: signed-in pages are sent unrendered until the server restarts',
    );
    if (id === null) settleAll();
    else waiting.get(id)?.(null, 'failed');
  };

  function start(): Worker {
    const started = new Worker(entryFile, {
      resourceLimits: RENDER_WORKER_LIMITS,
      execArgv: workerExecArgv(process.execArgv),
    });
    // A render in flight never keeps the process alive on its own.
    started.unref();
    started.on('message', answered);
    started.on('error', (error) => {
      // Its exit comes later: a page asked for meanwhile goes to a new worker, not to this dying one.
      if (worker === started) worker = null;
      failed(error, null);
    });
    started.on('exit', () => {
      // A worker already replaced (after its error, or ended when idle) has no pages left: those waiting are the
      // next worker's.
      if (worker !== started) return;
      worker = null;
      settleAll();
    });
    return started;
  }

  function renderPage(job: DistributiveOmit<RenderRequest, 'id'>): Promise<RenderedPage | null> {
    if (failedInARow >= MAX_FAILED_STARTS) {
      count('failed');
      return Promise.resolve(null);
    }
    if (waiting.size >= MAX_WAITING) {
      count('busy');
      return Promise.resolve(null);
    }
    clearTimeout(idleTimer);
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(null, 'timeout'), RENDER_TIMEOUT_MS);
      function done(page: RenderedPage | null, outcome: ServerRenderOutcome) {
        clearTimeout(timer);
        waiting.delete(id);
        count(outcome);
        endWhenIdle();
        resolve(page);
      }
      waiting.set(id, done);
      const request = { ...job, id } as RenderRequest;
      if (inServerThread)
        inServerThread(request, () => waiting.has(id)).then(
          (answer) => answer && answered(answer),
          (error) => failed(error, id),
        );
      else (worker ??= start()).postMessage(request);
    });
  }

  return {
    async render(request, template, state) {
      const page = serverRenderedPageAt(request.url.split('?')[0]);
      const built = stats();
      if (!page || !built || !state.user || state.user.team_name !== null) return null;
      const phone = looksLikePhone(request);
      const rendered = await renderPage({
        url: request.url,
        state,
        guestLocale: request.cookies[GUEST_LOCALE_COOKIE] ?? null,
        phone,
      });
      const assets = rendered && pageAssets(built, page, rendered.locale);
      if (!rendered || !assets) return null;
      const root = { [SERVER_RENDERED_ATTRIBUTE]: rendered.locale, [RENDERED_FOR_ATTRIBUTE]: phone ? 'phone' : 'wide' };
      return pageHtml(template, rendered, root, assets, EARLY_CLICKS_SCRIPT_TAG, styleText);
    },
    async renderGuest(request, template, page, locale) {
      const built = stats();
      if (!built) return null;
      const rendered = await renderPage({ guest: true, url: request.url, locale });
      const assets = rendered && pageAssets(built, { chunks: [page.chunk], messages: page.messages }, rendered.locale);
      if (!rendered || !assets) return null;
      return pageHtml(template, rendered, { [PRERENDERED_ATTRIBUTE]: rendered.locale }, assets);
    },
    async close() {
      clearTimeout(idleTimer);
      const stopping = worker;
      worker = null;
      settleAll();
      await stopping?.terminate();
    },
  };
}
