// The render entry (src/prerender/renderWorker.ts, built) run in the server's own thread: loaded with the first page
// to render, so a server nobody renders for holds none of the app's modules, then kept. No second V8 isolate (issue
// 49: a worker's heap, React and the app's modules a second time, cost the server about 130 MB after load), at the
// price of a render's CPU on the server's event loop: one render at a time, since the app's modules (i18n, the HTTP
// client's page answers) are one per thread, and a job no longer waited for is skipped, not rendered.
import { createRequire } from 'node:module';
import type { RenderAnswer, RenderRequest } from '../../contract/serverRender';

type RenderEntry = { renderJob(job: RenderRequest): Promise<RenderAnswer> };

/** `render(job, wanted)`: the job's answer, null when it was no longer wanted, a rejection when the entry cannot load. */
export function renderInServerThread(entryFile: string) {
  let entry: RenderEntry | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return (job: RenderRequest, wanted: () => boolean): Promise<RenderAnswer | null> => {
    const answer = queue.then(() => {
      if (!wanted()) return null;
      entry ??= createRequire(entryFile)(entryFile) as RenderEntry;
      return entry.renderJob(job);
    });
    queue = answer.catch(() => undefined);
    return answer;
  };
}
