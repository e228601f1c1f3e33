// index.html with a page rendered into it: the language, the title, the page's markup in #root, and the styles and
// scripts of the page's chunks in the head, so it is styled before any script runs. The build writes the
// prerendered entry pages this way (scripts/build/prerenderPlugin.ts), the server its signed-in pages
// (serverRender.ts).
import { DEFAULT_LOCALE } from '../../domain/locales';

type Asset = { name: string };
/** The part of webpack's stats the build writes to dist/stats.json that names each chunk group's files. */
export type ChunkStats = { namedChunkGroups: Record<string, { assets: Asset[] }> };

/** The webpackChunkName appI18n.ts gives a language's message bundle. */
const messageChunkName = (locale: string, bundle: string) =>
  bundle === 'core' ? `i18n-${locale}` : `i18n-${locale}-${bundle}`;

/**
 * The files a page needs at `locale`: its route chunks and its message bundles (Danish core texts are in the
 * entry; another language's core is a bundle of its own), each once; null if the build has no such chunk.
 */
export function pageAssets(
  stats: ChunkStats,
  page: { chunks: readonly string[]; messages: readonly string[] },
  locale: string,
): string[] | null {
  const bundles = locale === DEFAULT_LOCALE ? page.messages : ['core', ...page.messages];
  const groups = [...page.chunks, ...bundles.map((bundle) => messageChunkName(locale, bundle))];
  const assets: string[] = [];
  for (const group of groups) {
    const found = stats.namedChunkGroups[group]?.assets;
    if (!found) return null;
    assets.push(...found.map((asset) => asset.name));
  }
  return [...new Set(assets)];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `root`: attributes of #root (names and values of our own, written as they are); `beforeRoot`: markup of our own
 * put just before it.
 */
export function pageHtml(
  template: string,
  page: { html: string; title: string; locale: string },
  root: Readonly<Record<string, string>>,
  assets: readonly string[],
  beforeRoot = '',
) {
  const styles = assets.filter((a) => a.endsWith('.css')).map((a) => `<link href="/${a}" rel="stylesheet">`);
  const scripts = assets.filter((a) => a.endsWith('.js')).map((a) => `<link rel="preload" href="/${a}" as="script">`);
  const attributes = Object.entries(root)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return (
    template
      // The template is minified: attribute quotes are optional there.
      .replace(/<html lang="?[a-z]+"?>/, `<html lang="${page.locale}">`)
      // Functions, not strings, as replacements: a `$` in a text must not be read as a pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', `${[...styles, ...scripts].join('')}</head>`)
      // The page reads without scripts; only acting on it needs them.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(/<div id="?root"?><\/div>/, () => `${beforeRoot}<div id="root"${attributes}>${page.html}</div>`)
  );
}
