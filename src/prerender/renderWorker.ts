// The server's render entry (built into build/prerender/renderWorker.js by webpack): one page after another
// (signed-in pages, and guests' pages with a query), each answered by its job id. server/http/serverRender.ts
// loads it into its own thread and calls `renderJob`, or (SERVER_RENDER=worker) starts it as a worker thread, which
// then takes its jobs as messages. Node's globals only: the app's modules read the browser inside functions, never as
// they load, and the render asks it nothing (issue 49 took jsdom out of here;
// __tests__/server/http/serverRenderEntry.test.ts keeps it out). One at a time: the app's modules (i18n, the HTTP
// client) are one per thread.
import { parentPort } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from '../../contract/serverRender';
import { renderGuestPage } from './renderGuestPage';
import { renderSignedInPage } from './renderSignedInPage';

/** The page, or null with the reason it was not rendered; never a rejection. */
export async function renderJob(job: RenderRequest): Promise<RenderAnswer> {
  try {
    return { id: job.id, page: 'guest' in job ? await renderGuestPage(job) : await renderSignedInPage(job) };
  } catch (error) {
    return { id: job.id, page: null, error: error instanceof Error ? error.message : String(error) };
  }
}

let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: RenderRequest) => {
  queue = queue.then(async () => parentPort?.postMessage(await renderJob(job)));
});
