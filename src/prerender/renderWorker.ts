// The server's render worker (a worker thread of server/http/serverRender.ts, built into build/prerender by
// webpack): a jsdom window as its globals, then one page after another (signed-in pages, and guests' pages with a query), each answered by its job id.
// One at a time: the app's modules (i18n, the HTTP client) are one per thread.
import { parentPort } from 'node:worker_threads';
import { installBrowserGlobals } from './browserGlobals';
import type { RenderAnswer, RenderRequest } from '../../contract/serverRender';

installBrowserGlobals('http://localhost/');
// Evaluated after the globals exist: the app's modules read `window` as they load.
const renderer = import('./renderSignedInPage');
const guestRenderer = import('./renderGuestPage');
let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: RenderRequest) => {
  queue = queue.then(async () => {
    let answer: RenderAnswer;
    try {
      if ('guest' in job) {
        const { renderGuestPage } = await guestRenderer;
        answer = { id: job.id, page: await renderGuestPage(job) };
      } else {
        const { renderSignedInPage } = await renderer;
        answer = { id: job.id, page: await renderSignedInPage(job) };
      }
    } catch (error) {
      answer = { id: job.id, page: null, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
