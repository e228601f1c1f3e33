// The server's render worker of this build beside another build's (`--base <dir>`, built): the same jobs (the
// dashboard, the current request and the comparison, wide and for a phone, in both languages) to each, and the
// HTML compared. Taking jsdom out of the worker (issue 49) was to change nothing a browser sees, nor was rendering in
// the server's own thread: this build renders the jobs in its worker and in this thread, as the server does
// (server/http/renderInServerThread.ts), each compared with the other build's worker.
// Run: npm run build && npx tsx bench/serverRenderParity.ts --base <dir>
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderInServerThread } from '../server/http/renderInServerThread';
import type { RenderAnswer, SignedInRenderJob } from '../contract/serverRender';
import type { SignedInPageState } from '../contract/signedInPage';
import { customerApiPaths } from '../domain/signedInPage';
import { paths } from '../domain/paths';
import { customer } from '../__tests__/support/fixtures';
import { activeRfq } from '../__tests__/support/rfqFixtures';

const baseAt = process.argv.indexOf('--base');
if (baseAt < 0) throw new Error('--base <dir>: a built checkout to compare with');
const BASE = path.resolve(process.argv[baseAt + 1]);

const rfq = activeRfq();
const english = { ...customer, preferences: { lang: 'en' as const } };
const home = (user = customer): SignedInPageState => ({ user, answers: { [customerApiPaths.rfqs(user.id)]: [rfq] } });
const compare = (user = customer): SignedInPageState => ({ user, answers: { [customerApiPaths.rfq(rfq.id)]: rfq } });
const jobs: SignedInRenderJob[] = [
  { url: paths.home.path, state: home(), guestLocale: null, phone: false },
  { url: paths.home.path, state: home(english), guestLocale: null, phone: true },
  { url: paths.rfqs.current.path, state: home(), guestLocale: 'en', phone: false },
  { url: paths.compareOffers.getHref(rfq.id), state: compare(), guestLocale: null, phone: false },
  { url: paths.compareOffers.getHref(rfq.id), state: compare(), guestLocale: null, phone: true },
  { url: paths.compareOffers.getHref(rfq.id), state: compare(english), guestLocale: null, phone: false },
];

type Rendered = RenderAnswer['page'] | string;
const entryOf = (dir: string) => path.join(dir, 'build/prerender/renderWorker.js');
const shown = (answer: RenderAnswer | null): Rendered =>
  answer?.error ? `error: ${answer.error}` : (answer?.page ?? null);

async function renderAll(dir: string): Promise<Rendered[]> {
  const worker = new Worker(entryOf(dir));
  try {
    const answers: Rendered[] = [];
    for (const [i, job] of jobs.entries()) {
      const answer = await new Promise<RenderAnswer>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage({ ...job, id: i + 1 });
      });
      answers.push(shown(answer));
    }
    return answers;
  } finally {
    await worker.terminate();
  }
}

async function renderAllInThisThread(dir: string): Promise<Rendered[]> {
  const render = renderInServerThread(entryOf(dir));
  const answers: Rendered[] = [];
  for (const [i, job] of jobs.entries()) answers.push(shown(await render({ ...job, id: i + 1 }, () => true)));
  return answers;
}

async function main() {
  const theirs = await renderAll(BASE);
  for (const [where, mine] of [
    ['in its worker', await renderAll(process.cwd())],
    ['in this thread', await renderAllInThisThread(process.cwd())],
  ] as const) {
    console.log(`this build ${where}:`);
    compareWithBase(mine, theirs);
  }
}

function compareWithBase(mine: Rendered[], theirs: Rendered[]) {
  let differing = 0;
  for (const [i, job] of jobs.entries()) {
    const same = JSON.stringify(mine[i]) === JSON.stringify(theirs[i]);
    if (!same) differing += 1;
    const size = (page: (typeof mine)[number]) => (typeof page === 'string' || !page ? String(page) : page.html.length);
    console.log(
      `${same ? 'same' : 'DIFFERENT'} | ${job.url} ${job.phone ? 'phone' : 'wide'} | ${size(mine[i])} / ${size(theirs[i])} chars`,
    );
    if (!same && typeof mine[i] === 'object' && typeof theirs[i] === 'object' && mine[i] && theirs[i]) {
      const a = (mine[i] as { html: string }).html;
      const b = (theirs[i] as { html: string }).html;
      let at = 0;
      while (at < a.length && a[at] === b[at]) at++;
      console.log(
        `  first difference at ${at}:\n  this: ${a.slice(at - 80, at + 160)}\n  base: ${b.slice(at - 80, at + 160)}`,
      );
    }
  }
  console.log(`${jobs.length - differing} of ${jobs.length} renders the same as ${BASE}`);
  if (differing) process.exitCode = 1;
}

void main();
