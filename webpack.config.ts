// Webpack build of the SPA: `npx webpack --mode production` for dist/, `npx webpack serve` for development.
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { messageBundleRule } from './scripts/build/messageBundleRule';
import { PrerenderPlugin } from './scripts/build/prerenderPlugin';
import { CookieChoiceScriptPlugin } from './scripts/build/cookieChoiceScriptPlugin';

// 127.0.0.1 rather than localhost: Node may resolve localhost to ::1 while the server listens on IPv4 only.
const API_SERVER = process.env.API_SERVER ?? 'http://127.0.0.1:3000';

// Paths the dev server hands to the API server. /login and /logout are also SPA pages, so only their
// non-GET calls (the sign-in and sign-out requests) go to the server.
const PROXIED_PREFIXES = ['/api/', '/sanctum/', '/bugsnag/', '/dev/', '/logos/', '/auth/mitid/'];
function isProxied(pathname: string, req: IncomingMessage): boolean {
  if (pathname === '/login' || pathname === '/logout') return req.method !== 'GET' && req.method !== 'HEAD';
  return PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Writes the parts of webpack's stats that bench/bundleBudget.ts needs: entry and lazy chunk groups with their files. */
class StatsFilePlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StatsFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StatsFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            entrypoints: true,
            chunkGroups: true,
            chunkGroupAuxiliary: false,
            chunkGroupChildren: false,
          });
          const json = JSON.stringify(
            { entrypoints: stats.entrypoints, namedChunkGroups: stats.namedChunkGroups },
            null,
            2,
          );
          compilation.emitAsset('stats.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

function clientConfig(mode: Configuration['mode']): Configuration {
  const isProduction = mode === 'production';

  return {
    name: 'client',
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks by id alone: a name in the file would be one more entry in the runtime's map of every chunk,
      // which the entry carries (stats.json still names each chunk group's files).
      chunkFilename: isProduction ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Every message arrives precompiled (scripts/build/messageBundleRule.ts), so react-intl needs no parser.
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // React Router's package exports name only its development build (warnings, unminified checks); a
        // production bundle takes the production build it also ships.
        ...(isProduction && {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          // babel.config.js reads its env for the JSX runtime; without NODE_ENV it would say development.
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
        },
        // translations/*.json, whole or one message bundle (`da.json?bundle=form`), as precompiled ICU trees.
        messageBundleRule(),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|jpe?g|woff2?)$/, type: 'asset/resource' },
      ],
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      // Every page's inline script (domain/cookieChoiceScript.ts), as its CSP hash expects it.
      new CookieChoiceScriptPlugin(),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: isProduction ? 'assets/[id].[contenthash:8].css' : 'assets/[name].css',
      }),
      ...(isProduction
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|svg|map|html|json)$/,
              threshold: 0,
              minRatio: 0.9,
              exclude: /stats\.json$/,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|map|html|json)$/,
              threshold: 0,
              minRatio: 0.9,
              exclude: /stats\.json$/,
            }),
            new StatsFilePlugin(),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // What every page needs changes least often: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store|react-intl|@formatjs|intl-messageformat|tslib)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 40,
          },
          // Other packages: split per combination of lazy pages that use them.
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        { context: isProxied, target: API_SERVER, changeOrigin: false },
        {
          context: (pathname: string) => pathname === '/app' || pathname.startsWith('/app/'),
          target: API_SERVER,
          ws: true,
        },
      ],
    },
  };
}

/**
 * The entry pages rendered in Node at build time (src/prerender): the client's rules with styles and
 * files left to the client build (same file names, nothing emitted), bundles in build/prerender, then
 * PrerenderPlugin writes the pages into dist/prerendered once the client build is done.
 */
function prerenderConfig(client: Configuration): Configuration {
  const bundleDir = path.resolve(__dirname, 'build/prerender');
  const rules = (client.module?.rules ?? []).map((rule) => {
    if (!rule || typeof rule !== 'object' || !(rule.test instanceof RegExp)) return rule;
    if (rule.test.test('x.css')) return { test: rule.test, type: 'asset/source' };
    if (rule.type === 'asset/resource') return { ...rule, generator: { emit: false } };
    return rule;
  });
  return {
    name: 'prerender',
    dependencies: ['client'],
    mode: client.mode,
    target: 'node',
    // The server's render worker (server/http/serverRender.ts) is built beside the build's prerendering.
    entry: { prerender: './src/prerender/prerenderPage.tsx', renderWorker: './src/prerender/renderWorker.ts' },
    output: {
      path: bundleDir,
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: client.resolve,
    // ws's optional native helpers (the Stately inspector imports ws): it works without them.
    externals: {
      bufferutil: 'commonjs bufferutil',
      'utf-8-validate': 'commonjs utf-8-validate',
    },
    module: { rules },
    devtool: false,
    // Each dynamic import its own file, loaded when it is first asked for: merged into one (6 MB, every lazy
    // part of the app), the render worker held all of its source (12 MB) to render any page (issue 49, its RSS).
    plugins: [
      new PrerenderPlugin({ clientDir: client.output?.path as string, bundle: path.join(bundleDir, 'prerender.js') }),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const client = clientConfig(mode);
  // The dev server serves the client only; the prerendered pages are a production build's.
  return mode === 'production' ? [client, prerenderConfig(client)] : client;
};
