// The pages the build rendered to HTML (src/prerender): sent instead of the bare index.html for their
// path to a browser without a session, in the guest's language (the `locale` cookie the browser mirrors), so the
// page is on screen before any script runs. A signed-in visitor gets the bare page: the prerendered one shows a
// guest's view. Both answers vary with the cookies.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  GUEST_LOCALE_COOKIE,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  prerenderedFile,
} from '../../domain/prerenderedPages';
import { SESSION_COOKIE } from '../auth/sessions';
import { DEFAULT_LOCALE, isLocale } from '../i18n/translate';
import { loadSpaIndex, type SpaIndex } from './spaIndex';

export type PrerenderedPageFor = (request: FastifyRequest, urlPath: string) => SpaIndex | null;

export const isPrerenderedPath = (urlPath: string) => PRERENDERED_PAGES.some((page) => page.path === urlPath);

export function loadPrerenderedPages(spaDir: string): PrerenderedPageFor {
  const loaded = new Map<string, SpaIndex>();
  function page(file: string): SpaIndex | null {
    const found = loaded.get(file);
    if (found) return found;
    if (!fs.existsSync(file)) return null;
    const index = loadSpaIndex(file);
    loaded.set(file, index);
    return index;
  }
  return (request, urlPath) => {
    const entry = PRERENDERED_PAGES.find((candidate) => candidate.path === urlPath);
    if (!entry || request.cookies[SESSION_COOKIE]) return null;
    const cookie = request.cookies[GUEST_LOCALE_COOKIE];
    // A path that names its language (the calculator's) is sent in it whatever the cookie says.
    const locale = 'locale' in entry ? entry.locale : isLocale(cookie) ? cookie : DEFAULT_LOCALE;
    return page(path.join(spaDir, PRERENDERED_DIR, prerenderedFile(entry.name, locale)));
  };
}
