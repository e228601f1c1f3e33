// The server's side of rendering signed-in pages (server/http/serverRender.ts), with a stand-in render entry run in
// a worker thread and in the server's own: which pages and whose, the page's styles and scripts in the head, and
// every way a render can fail ending in the page the browser renders itself (null), never in an error.
import { loadConfig } from '../../../server/config';
import { EARLY_CLICKS_SCRIPT_TAG } from '../../../server/http/earlyClicksScript';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  createServerRenderer,
  looksLikePhone,
  RENDER_WORKER_LIMITS,
  workerExecArgv,
  serverRenderedPageAt,
  type RenderEntry,
  type ServerRenderer,
} from '../../../server/http/serverRender';
import type { SignedInPageState } from '../../../contract/signedInPage';
import type { PublicUser } from '../../../contract/users';

const TEMPLATE =
  '<!doctype html><html lang="da"><head><title>Lånetorvet</title></head><body><div id="root"></div></body></html>';

// Answers a page naming the user; `?silent` answers after 2 s (past the server's wait; the real entry gives up on
// its own after 3 s), `?crash` ends the worker, `?decline` renders nothing, `?hog` holds memory (8 MB at a time:
// one allocation far beyond the bound ends the whole process, not the worker) until the worker is over its heap
// bound, `?thread` names the thread and its heap bound. Each load notes its thread in started.txt, each job its
// URL in rendered.txt.
const ENTRY = `
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, threadId, resourceLimits } = require('node:worker_threads');
fs.appendFileSync(path.join(__dirname, 'started.txt'), threadId + '\\n');
const held = [];
const page = (id, html) => ({ id, page: { html, title: 'Forside', locale: 'da' } });
exports.renderJob = async (job) => {
  fs.appendFileSync(path.join(__dirname, 'rendered.txt'), job.url + '\\n');
  if (job.url.endsWith('?silent')) await new Promise((resolve) => setTimeout(resolve, 2000));
  if (job.url.endsWith('?hog')) for (;;) held.push(new Array(1e6).fill(held.length + 0.5));
  if (job.url.endsWith('?thread')) return page(job.id, threadId + ':' + resourceLimits.maxOldGenerationSizeMb);
  if (job.url.endsWith('?decline')) return { id: job.id, page: null };
  if (job.url.endsWith('?crash')) process.exit(1);
  return page(job.id, '<h1>' + job.state.user.name + '</h1>');
};
parentPort?.on('message', async (job) => parentPort.postMessage(await exports.renderJob(job)));`;

const STATS = {
  namedChunkGroups: {
    shell: { assets: [{ name: 'shell.1.css' }, { name: 'shell.1.js' }] },
    'page-home': { assets: [{ name: 'page-home.2.css' }, { name: 'page-home.2.js' }] },
    'i18n-da-rfqs': { assets: [{ name: 'i18n-da-rfqs.3.js' }] },
  },
};

const customer = { id: 1, name: 'Mette', team_name: null } as PublicUser;
const state = (user: PublicUser | null): SignedInPageState => ({ user, answers: {} });
const log = { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
const count = jest.fn();

function request(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { url, headers, cookies: {} } as unknown as FastifyRequest;
}

let dir: string;
let renderer: ServerRenderer;

const inWorker = (file = 'entry.js'): RenderEntry => ({ file: path.join(dir, file), inWorker: true });
const inServerThread = (file = 'entry.js'): RenderEntry => ({ file: path.join(dir, file), inWorker: false });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), ENTRY);
  fs.writeFileSync(path.join(dir, 'stats.json'), JSON.stringify(STATS));
  renderer = createServerRenderer(inWorker(), dir, log, count) as ServerRenderer;
});
// The worker starts with the first page (which on a busy machine may outlast the render's timeout): started here,
// the tests' pages meet one that has loaded.
beforeAll(async () => {
  await renderer.render(request('/home?decline'), TEMPLATE, state(customer));
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(async () => {
  await renderer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a customer’s dashboard comes rendered, with its chunks’ styles linked and scripts preloaded', async () => {
  const html = await renderer.render(request('/home'), TEMPLATE, state(customer));
  // The script that holds early clicks comes just before the page (server/http/earlyClicksScript.ts).
  expect(html).toContain(
    `${EARLY_CLICKS_SCRIPT_TAG}<div id="root" data-server-rendered="da" data-rendered-for="wide"><h1>Mette</h1></div>`,
  );
  expect(html).toContain('<title>Forside</title>');
  expect(html).toContain('<link href="/shell.1.css" rel="stylesheet"><link href="/page-home.2.css" rel="stylesheet">');
  expect(html).toContain('<link rel="preload" href="/i18n-da-rfqs.3.js" as="script">');
});

test('the build’s stylesheets are inlined, named as webpack’s CSS loader looks for them; a missing one is linked', async () => {
  const styles = path.join(dir, 'styles');
  fs.mkdirSync(styles, { recursive: true });
  fs.writeFileSync(path.join(styles, 'stats.json'), JSON.stringify(STATS));
  fs.writeFileSync(path.join(styles, 'main.0.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(styles, 'shell.1.css'), '.shell{color:red}');
  const inlining = createServerRenderer(inWorker(), styles, log, count) as ServerRenderer;
  try {
    const template = TEMPLATE.replace('</head>', '<link href=/main.0.css rel=stylesheet></head>');
    const html = await inlining.render(request('/home'), template, state(customer));
    expect(html).toContain(
      '<style data-href="/main.0.css">body{margin:0}</style><style data-href="/shell.1.css">.shell{color:red}</style>' +
        '<link href="/page-home.2.css" rel="stylesheet">',
    );
    expect(html).not.toContain('<link href=/main.0.css');
  } finally {
    await inlining.close();
  }
});

test('only the pages of the list, only for a customer', async () => {
  expect(await renderer.render(request('/profile'), TEMPLATE, state(customer))).toBeNull();
  expect(await renderer.render(request('/home'), TEMPLATE, state(null))).toBeNull();
  const staff = { ...customer, team_name: 'supplier' } as PublicUser;
  expect(await renderer.render(request('/home'), TEMPLATE, state(staff))).toBeNull();
});

test('a page the worker declines, a render that does not come back in time, or a worker that dies: sent unrendered, and counted', async () => {
  count.mockClear();
  expect(await renderer.render(request('/home?decline'), TEMPLATE, state(customer))).toBeNull();
  expect(await renderer.render(request('/home?silent'), TEMPLATE, state(customer))).toBeNull();
  expect(await renderer.render(request('/home?crash'), TEMPLATE, state(customer))).toBeNull();
  // The next page starts a new worker.
  expect(await renderer.render(request('/home'), TEMPLATE, state(customer))).toContain('<h1>Mette</h1>');
  expect(count.mock.calls).toEqual([['declined'], ['timeout'], ['failed'], ['rendered']]);
});

test('a worker over its heap bound: that page is sent unrendered, and counted; the next page starts another', async () => {
  count.mockClear();
  const errors = log.error as jest.Mock;
  errors.mockClear();
  expect(await renderer.render(request('/home?hog'), TEMPLATE, state(customer))).toBeNull();
  // On a busy machine the page may time out before the worker reaches its bound; the next page meets a new worker.
  for (let waited = 0; errors.mock.calls.length === 0 && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(errors.mock.calls[0][0].err.code).toBe('ERR_WORKER_OUT_OF_MEMORY');
  expect(await renderer.render(request('/home'), TEMPLATE, state(customer))).toContain('<h1>Mette</h1>');
  expect(count.mock.calls.map(([outcome]) => outcome)).toEqual([expect.stringMatching(/failed|timeout/), 'rendered']);
}, 20_000);

test('the worker starts with the first page to render, with its heap bounded, and ends when it has nothing to render', async () => {
  const started = path.join(dir, 'started.txt');
  fs.rmSync(started, { force: true });
  const idleEndMs = 200;
  const lazy = createServerRenderer(inWorker(), dir, log, count, idleEndMs) as ServerRenderer;
  const rendered = async () =>
    /<div id="root"[^>]*>(\d+):(\d+)</.exec(
      (await lazy.render(request('/home?thread'), TEMPLATE, state(customer))) ?? '',
    );
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(started)).toBe(false);
    const first = await rendered();
    expect(Number(first?.[2])).toBe(RENDER_WORKER_LIMITS.maxOldGenerationSizeMb);
    // Pages in quick succession share the worker; after a quiet spell the next page has a new one.
    expect((await rendered())?.[1]).toBe(first?.[1]);
    await new Promise((resolve) => setTimeout(resolve, idleEndMs * 3));
    const later = await rendered();
    expect(later?.[1]).toBeDefined();
    expect(later?.[1]).not.toBe(first?.[1]);
    expect(fs.readFileSync(started, 'utf8').trim().split('\n')).toHaveLength(2);
  } finally {
    await lazy.close();
  }
});

test('a worker that cannot even load is started three times, then no more: every page goes out unrendered', async () => {
  fs.writeFileSync(path.join(dir, 'broken.js'), "throw new Error('cannot load jsdom');");
  const errors = jest.fn();
  const brokenLog = { warn: jest.fn(), error: errors } as unknown as FastifyBaseLogger;
  const outcomes = jest.fn();
  const broken = createServerRenderer(inWorker('broken.js'), dir, brokenLog, outcomes) as ServerRenderer;
  try {
    for (let page = 0; page < 5; page += 1)
      expect(await broken.render(request('/home'), TEMPLATE, state(customer))).toBeNull();
    expect(errors).toHaveBeenCalledTimes(3);
    expect(outcomes.mock.calls.every(([outcome]) => outcome === 'failed')).toBe(true);
  } finally {
    await broken.close();
  }
});

test('the worker gets the server’s node flags but tsx’s loader: its bundle is plain JavaScript', () => {
  expect(workerExecArgv(['--require', '/b/jsdomWatch.cjs', '--import', 'tsx', '--inspect'])).toEqual([
    '--require',
    '/b/jsdomWatch.cjs',
    '--inspect',
  ]);
  expect(
    workerExecArgv(['--import=tsx', '-r', 'tsx/cjs', '--loader', '/n/node_modules/tsx/dist/esm/index.mjs']),
  ).toEqual([]);
  expect(workerExecArgv([])).toEqual([]);
});

test('no worker built (or SERVER_RENDER=off): no renderer', () => {
  expect(createServerRenderer(null, dir, log)).toBeNull();
  expect(createServerRenderer(inWorker('missing.js'), dir, log)).toBeNull();
  expect(createServerRenderer(inServerThread('missing.js'), dir, log)).toBeNull();
});

test.each([
  [{ 'sec-ch-ua-mobile': '?1' }, true],
  [{ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' }, false],
  [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, true],
  [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }, false],
  [{}, false],
])('a phone by its hint, else its user agent: %j → %s', (headers, phone) => {
  expect(looksLikePhone(request('/home', headers))).toBe(phone);
});

test.each([
  ['/home', 'page-home'],
  ['/rfqs/current', 'page-rfqs-current'],
  ['/rfqs/12/compare-offers', 'page-compare-offers'],
  ['/rfqs/12/compare-offers/3,4', 'page-compare-offers'],
  ['/rfqs/12/leads/5/messages', 'page-messages-thread'],
  ['/messages/lead/5', 'page-messages-thread'],
])('%s is rendered with the chunk %s', (pathname, chunk) => {
  expect(serverRenderedPageAt(pathname)?.chunks).toContain(chunk);
});

test('on by default beside the SPA’s build, in the server’s thread or a worker; off with SERVER_RENDER=off, and in tests unless asked for', () => {
  const entry = (env: Record<string, string>) => loadConfig(env).serverRender;
  expect(entry({ NODE_ENV: 'production', SPA_DIR: '/srv/app/dist', APP_KEY: 'k' })).toEqual({
    file: '/srv/app/build/prerender/renderWorker.js',
    inWorker: false,
  });
  expect(entry({ NODE_ENV: 'development' })?.file).toMatch(/build\/prerender\/renderWorker\.js$/);
  expect(entry({ NODE_ENV: 'development', SERVER_RENDER: 'worker' })?.inWorker).toBe(true);
  expect(entry({ NODE_ENV: 'production', SERVER_RENDER: 'off', APP_KEY: 'k' })).toBeNull();
  expect(entry({ NODE_ENV: 'test' })).toBeNull();
  expect(entry({ NODE_ENV: 'test', SERVER_RENDER: 'on' })?.file).toMatch(/renderWorker\.js$/);
});

describe('in the server’s own thread', () => {
  const lines = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').trim().split('\n');
  const reset = () =>
    ['started.txt', 'rendered.txt'].forEach((file) => fs.rmSync(path.join(dir, file), { force: true }));

  test('the entry is loaded with the first page, in this thread, and kept; pages render as in a worker', async () => {
    reset();
    const renderer = createServerRenderer(inServerThread(), dir, log, count) as ServerRenderer;
    try {
      expect(fs.existsSync(path.join(dir, 'started.txt'))).toBe(false);
      const html = await renderer.render(request('/home'), TEMPLATE, state(customer));
      expect(html).toContain('<div id="root" data-server-rendered="da" data-rendered-for="wide"><h1>Mette</h1></div>');
      expect(await renderer.render(request('/home?thread'), TEMPLATE, state(customer))).toContain('>0:undefined<');
      expect(lines('started.txt')).toEqual(['0']);
    } finally {
      await renderer.close();
    }
  });

  test('one render at a time: a page past its wait goes out unrendered, and one no longer waited for is skipped', async () => {
    reset();
    count.mockClear();
    const renderer = createServerRenderer(inServerThread(), dir, log, count) as ServerRenderer;
    try {
      const pages = await Promise.all(
        ['/home?silent', '/home?queued', '/home'].map((url) =>
          renderer.render(request(url), TEMPLATE, state(customer)),
        ),
      );
      expect(pages).toEqual([null, null, null]);
      expect(count.mock.calls).toEqual([['timeout'], ['timeout'], ['timeout']]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(lines('rendered.txt')).toEqual(['/home?silent']);
      expect(await renderer.render(request('/home'), TEMPLATE, state(customer))).toContain('<h1>Mette</h1>');
    } finally {
      await renderer.close();
    }
  });

  test('an entry that cannot load is tried with three pages, then no more', async () => {
    fs.writeFileSync(path.join(dir, 'broken.js'), "throw new Error('cannot load');");
    const errors = jest.fn();
    const brokenLog = { warn: jest.fn(), error: errors } as unknown as FastifyBaseLogger;
    const outcomes = jest.fn();
    const broken = createServerRenderer(inServerThread('broken.js'), dir, brokenLog, outcomes) as ServerRenderer;
    try {
      for (let page = 0; page < 5; page += 1)
        expect(await broken.render(request('/home'), TEMPLATE, state(customer))).toBeNull();
      expect(errors).toHaveBeenCalledTimes(3);
      expect(outcomes.mock.calls.every(([outcome]) => outcome === 'failed')).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
