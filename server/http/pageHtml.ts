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

/** A stylesheet of the build (`assets/…css`), its text when it is to be inlined; null to link it. */
export type StyleText = (asset: string) => string | null;

/** The template's own stylesheet links (minified: quotes optional), the asset's name without the leading slash. */
const TEMPLATE_STYLESHEET = /<link href="?\/([^"\s>]+\.css)"? rel="?stylesheet"?>/g;

/**
 * The stylesheet as a link, or inline where `styleText` gives its text: then the page's first paint waits for no
 * request. `data-href` is the name webpack's CSS loader (mini-css-extract-plugin) looks for before it loads a
 * chunk's stylesheet, so the app does not fetch it again.
 */
function stylesheet(asset: string, styleText?: StyleText) {
  const text = styleText?.(asset);
  // A text that could end the element is linked instead (a build's CSS never has one).
  return text == null || /<\/style/i.test(text)
    ? `<link href="/${asset}" rel="stylesheet">`
    : `<style data-href="/${asset}">${text}</style>`;
}

/**
 * `root`: attributes of #root (names and values of our own, written as they are); `beforeRoot`: markup of our own
 * put just before it; `styleText`: the stylesheets to inline (the template's and the page's), others are linked.
 */
export function pageHtml(
  template: string,
  page: { html: string; title: string; locale: string },
  root: Readonly<Record<string, string>>,
  assets: readonly string[],
  beforeRoot = '',
  styleText?: StyleText,
) {
  const styles = assets.filter((a) => a.endsWith('.css')).map((a) => stylesheet(a, styleText));
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
      .replace(TEMPLATE_STYLESHEET, (link: string, asset: string) => (styleText ? stylesheet(asset, styleText) : link))
      .replace('</head>', `${[...styles, ...scripts].join('')}</head>`)
      // The page reads without scripts; only acting on it needs them.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(/<div id="?root"?><\/div>/, () => `${beforeRoot}<div id="root"${attributes}>${page.html}</div>`)
  );
}
