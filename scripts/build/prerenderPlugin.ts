// Runs after the Node build of src/prerender/prerenderPage.tsx: renders each prerendered page in each language
// into the client's index.html and writes it, with gzip and brotli copies, to dist/prerendered/. The page's route
// chunk is preloaded and its CSS linked, so the HTML shows a styled page before the scripts arrive.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';
import { installBrowserGlobals } from '../../src/prerender/browserGlobals';
import { pageAssets, pageHtml, type ChunkStats } from '../../server/http/pageHtml';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  prerenderedFile,
  prerenderedLocales,
} from '../../domain/prerenderedPages';

type Render = (url: string, locale: string) => Promise<{ html: string; title: string; locale: string }>;

export class PrerenderPlugin {
  constructor(private readonly options: { clientDir: string; bundle: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async () => {
      const { clientDir, bundle } = this.options;
      const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
      const stats = JSON.parse(fs.readFileSync(path.join(clientDir, 'stats.json'), 'utf8')) as ChunkStats;
      const outDir = path.join(clientDir, PRERENDERED_DIR);
      fs.mkdirSync(outDir, { recursive: true });
      const dom = installBrowserGlobals('http://localhost/');
      try {
        delete require.cache[require.resolve(bundle)];
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { prerenderPage } = require(bundle) as { prerenderPage: Render };
        for (const page of PRERENDERED_PAGES) {
          for (const locale of prerenderedLocales(page)) {
            const assets = pageAssets(stats, { chunks: [page.chunk], messages: page.messages }, locale);
            if (!assets) throw new Error(`A chunk of ${page.path} is missing from the build`);
            const rendered = await prerenderPage(page.path, locale);
            const html = pageHtml(template, rendered, { [PRERENDERED_ATTRIBUTE]: locale }, assets);
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
