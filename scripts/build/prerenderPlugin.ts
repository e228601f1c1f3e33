// Runs after the Node build of src/prerender/prerenderPage.tsx: renders each prerendered page in each language
// into the client's index.html and writes it, with gzip and brotli copies, to dist/prerendered/. The page's route
// chunk is preloaded and its CSS linked, so the HTML shows a styled page before the scripts arrive.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';
import { JSDOM } from 'jsdom';
import { DEFAULT_LOCALE, LOCALES } from '../../domain/locales';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  prerenderedFile,
} from '../../domain/prerenderedPages';

type Asset = { name: string };
type Stats = { namedChunkGroups: Record<string, { assets: Asset[] }> };
type Render = (url: string, locale: string) => Promise<{ html: string; title: string }>;

/** The browser globals the app's modules expect, from one jsdom window (as global-jsdom would). */
function installBrowserGlobals(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, pretendToBeVisual: true });
  const { window } = dom;
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globals) continue;
    globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  globals.window = window;
  globals.document = window.document;
  globals.navigator = window.navigator;
  globals.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
  return dom;
}

/** The webpackChunkName appI18n.ts gives a language's message bundle. */
const messageChunkName = (locale: string, bundle: string) =>
  bundle === 'core' ? `i18n-${locale}` : `i18n-${locale}-${bundle}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageHtml(template: string, page: { html: string; title: string }, locale: string, assets: string[]) {
  const styles = assets.filter((a) => a.endsWith('.css')).map((a) => `<link href="/${a}" rel="stylesheet">`);
  const scripts = assets.filter((a) => a.endsWith('.js')).map((a) => `<link rel="preload" href="/${a}" as="script">`);
  return (
    template
      // The template is minified: attribute quotes are optional there.
      .replace(/<html lang="?[a-z]+"?>/, `<html lang="${locale}">`)
      // Functions, not strings, as replacements: a `$` in a text must not be read as a pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', `${[...styles, ...scripts].join('')}</head>`)
      // The page reads without scripts; only acting on it needs them.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(
        /<div id="?root"?><\/div>/,
        () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${locale}">${page.html}</div>`,
      )
  );
}

export class PrerenderPlugin {
  constructor(private readonly options: { clientDir: string; bundle: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async () => {
      const { clientDir, bundle } = this.options;
      const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
      const stats = JSON.parse(fs.readFileSync(path.join(clientDir, 'stats.json'), 'utf8')) as Stats;
      const outDir = path.join(clientDir, PRERENDERED_DIR);
      fs.mkdirSync(outDir, { recursive: true });
      const dom = installBrowserGlobals('http://localhost/');
      try {
        delete require.cache[require.resolve(bundle)];
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { prerenderPage } = require(bundle) as { prerenderPage: Render };
        for (const page of PRERENDERED_PAGES) {
          for (const locale of LOCALES) {
            // The chunk names appI18n.ts gives the message bundles; Danish core is in the entry.
            const bundles = locale === DEFAULT_LOCALE ? page.messages : ['core', ...page.messages];
            const groups = [page.chunk, ...bundles.map((bundle) => messageChunkName(locale, bundle))];
            const assets = groups.flatMap((group) => {
              const found = stats.namedChunkGroups[group]?.assets;
              if (!found) throw new Error(`No chunk ${group} in the build for ${page.path}`);
              return found.map((a) => a.name);
            });
            const html = pageHtml(template, await prerenderPage(page.path, locale), locale, [...new Set(assets)]);
            const file = path.join(outDir, prerenderedFile(page.name, locale));
            fs.writeFileSync(file, html);
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
            fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
          }
        }
      } finally {
        dom.window.close();
      }
    });
  }
}
