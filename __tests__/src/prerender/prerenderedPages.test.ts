// The prerendered and server-rendered pages' lists (domain, which imports no lib) name real message bundles and route chunks.
import fs from 'node:fs';
import path from 'node:path';
import { localeOfPath } from '../../../domain/paths';
import { PRERENDERED_PAGES, prerenderedLocales } from '../../../domain/prerenderedPages';
import { SERVER_RENDERED_PAGES } from '../../../domain/serverRenderedPages';
import { BUNDLE_NAMES } from '../../../src/lib/i18n/messageBundles';

// The route table and its groups of routes, where each page's chunk and bundles are named.
const ROUTES = path.join(__dirname, '../../../src/routes');
const routeTable = ['routeTable.tsx', ...fs.readdirSync(path.join(ROUTES, 'groups')).map((name) => `groups/${name}`)]
  .map((file) => fs.readFileSync(path.join(ROUTES, file), 'utf8'))
  .join('\n');

test.each(PRERENDERED_PAGES)('$path: its chunk and bundles are the route table’s', (page) => {
  for (const bundle of page.messages) expect(BUNDLE_NAMES).toContain(bundle);
  const route = routeTable.indexOf(`webpackChunkName: "${page.chunk}"`);
  expect(route).toBeGreaterThan(-1);
  // The bundles the route loads follow its import in the route table.
  const call = routeTable.slice(route, routeTable.indexOf('),', routeTable.indexOf(')', route) + 1) + 200);
  for (const bundle of page.messages) expect(call).toContain(`'${bundle}'`);
});

test.each(SERVER_RENDERED_PAGES)(
  '$pattern (rendered on the server): its chunks and bundles are the route table’s',
  (page) => {
    for (const chunk of page.chunks) expect(routeTable).toContain(`webpackChunkName: "${chunk}"`);
    const route = routeTable.indexOf(`webpackChunkName: "${page.chunks.at(-1)}"`);
    const call = routeTable.slice(route, routeTable.indexOf('),', routeTable.indexOf(')', route) + 1) + 200);
    for (const bundle of page.messages) {
      expect(BUNDLE_NAMES).toContain(bundle);
      expect(call).toContain(`'${bundle}'`);
    }
  },
);

test('the calculator is rendered once per path, in the language its path names', () => {
  const calculator = PRERENDERED_PAGES.filter((page) => page.name === 'calculator');
  expect(calculator.map((page) => [page.path, prerenderedLocales(page)])).toEqual([
    ['/beregner', ['da']],
    ['/en/calculator', ['en']],
  ]);
  // The route guards' own list of the paths' languages (domain/paths.ts) agrees.
  for (const page of calculator) expect(localeOfPath(page.path)).toBe(page.locale);
  expect(localeOfPath('/beregner')).toBe('da');
  expect(localeOfPath('/en/calculator')).toBe('en');
  // The entry pages follow the visitor's language.
  expect(localeOfPath('/form/')).toBeNull();
  expect(prerenderedLocales(PRERENDERED_PAGES[0])).toEqual(['da', 'en']);
});
