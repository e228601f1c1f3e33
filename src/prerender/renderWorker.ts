// The server's render worker (a worker thread of server/http/serverRender.ts, built into build/prerender by
// webpack): one page after another (signed-in pages, and guests' pages with a query), each answered by its job id. Node's globals only: the app's modules
// read the browser inside functions, never as they load, and the render asks it nothing (issue 49 took jsdom out of
// here; __tests__/server/http/serverRenderEntry.test.ts keeps it out). One at a time: the app's modules (i18n, the
// HTTP client) are one per thread.
import { parentPort } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from '../../contract/serverRender';
import { renderGuestPage } from './renderGuestPage';
import { renderSignedInPage } from './renderSignedInPage';

let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: RenderRequest) => {
  queue = queue.then(async () => {
    let answer: RenderAnswer;
    try {
      if ('guest' in job) {
        answer = { id: job.id, page: await renderGuestPage(job) };
      } else {
        answer = { id: job.id, page: await renderSignedInPage(job) };
      }
    } catch (error) {
      answer = { id: job.id, page: null, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
