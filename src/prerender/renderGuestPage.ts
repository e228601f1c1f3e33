// A guest's page rendered on the server for one request (server/http/serverRender.ts runs this through its render
// entry, src/prerender/renderWorker.ts): the
// prerendered page as the build renders it (prerenderPage.tsx), at the request's path and query, so a form sent
// without scripts (the calculator's GET form) comes back with its answer on the page, and the browser hydrates the
// same tree from the same address. The server has no browser: the language is the job's, handed to the route table.
import type { GuestRenderJob, RenderedPage } from '../../contract/serverRender';
import { isLocale } from '../../domain/locales';
import { prerenderPage } from './prerenderPage';

export async function renderGuestPage(job: GuestRenderJob): Promise<RenderedPage | null> {
  if (!isLocale(job.locale)) return null;
  return prerenderPage(job.url, job.locale);
}
