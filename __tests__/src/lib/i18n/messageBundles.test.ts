// Every text the browser can show is in a bundle that is loaded before it shows: the core bundle for what the
// entry chunk (layouts, menus, global layer, login, public pages) and the signed-in shell render, and for each
// page route, core or the bundle its lazy() loads with the component. Read from the source: a message id is a
// string literal equal to a key of da.json; `form.steps.${label}` counts as every key under `form.steps.`.
import fs from 'node:fs';
import path from 'node:path';
import da from '../../../../translations/da.json';
import en from '../../../../translations/en.json';
import {
  BUNDLE_NAMES,
  MESSAGE_BUNDLES,
  isInBundle,
  pickBundle,
  type BundleName,
} from '../../../../src/lib/i18n/messageBundles';

const ROOT = path.resolve(__dirname, '../../../..');
const KEYS = Object.keys(da);
const KEY_SET = new Set(KEYS);
const ROUTE_GROUPS = path.join(ROOT, 'src/routes/groups');
// The route table and the groups of routes it is composed of.
const ROUTE_FILES = [
  path.join(ROOT, 'src/routes/routeTable.tsx'),
  ...fs.readdirSync(ROUTE_GROUPS).map((name) => path.join(ROUTE_GROUPS, name)),
];
// Its strings are key prefixes, not message ids.
const BUNDLE_DEFINITIONS = path.join(ROOT, 'src/lib/i18n/messageBundles.ts');

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(ROOT, file);

/** The keys a source file can show: literal ids, and every key under a template's literal prefix. */
function messageIdsIn(file: string): Set<string> {
  const ids = new Set<string>();
  if (file === BUNDLE_DEFINITIONS) return ids;
  const source = read(file);
  for (const [, , literal] of source.matchAll(/(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    if (KEY_SET.has(literal)) ids.add(literal);
  }
  for (const [, prefix] of source.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]*)+)\$\{/g)) {
    for (const key of KEYS) if (key.startsWith(prefix)) ids.add(key);
  }
  return ids;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
          ? [path.join(dir, entry.name)]
          : [],
    );
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const featureOf = (file: string) => /src[\\/]features[\\/]([^\\/]+)/.exec(relative(file))?.[1];

type Reach = { dynamic: boolean };

/**
 * The source files a module brings along: its static imports, and its dynamic imports within the same feature
 * (a step's or a dialog's chunk). A dynamic import of another page (a prefetch) brings that page's own bundle.
 */
function reachableFrom(roots: string[], { dynamic }: Reach): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // A type-only import brings no code, so no texts either.
    const source = read(file).replace(/(?:import|export)\s+type\s[^;]*;/g, '');
    // An "eager" dynamic import stays in the importing chunk (the entry starts up in steps that way).
    const staticImports = [
      ...source.matchAll(/(?:from|import)\s+'(\.[^']+)'/g),
      ...source.matchAll(/import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*'(\.[^']+)'\s*\)/g),
    ].map((m) => m[1]);
    const dynamicImports = [...source.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\s*\)/g)].map((m) => m[1]);
    for (const specifier of staticImports) {
      const target = resolveImport(file, specifier);
      // From a page, the route table only leads back to the entry (core) and to the other pages.
      if (target && !(dynamic && ROUTE_FILES.includes(target))) queue.push(target);
    }
    if (!dynamic) continue;
    for (const specifier of dynamicImports) {
      const target = resolveImport(file, specifier);
      if (target && featureOf(target) !== undefined && featureOf(target) === featureOf(file)) queue.push(target);
    }
  }
  return seen;
}

function idsReachableFrom(roots: string[], options: Reach): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of reachableFrom(roots, options)) {
    for (const id of messageIdsIn(file)) if (!found.has(id)) found.set(id, relative(file));
  }
  return found;
}

type PageRoute = { module: string; exportName: string; bundles: BundleName[] };

/** The `page(() => import('…'), 'Export', ...bundles)` calls of the route table's files. */
function pageRoutes(): PageRoute[] {
  return ROUTE_FILES.flatMap((file) => {
    const source = read(file);
    const calls = [
      ...source.matchAll(
        /lazy: page\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*,?\s*\)\s*,\s*'(\w+)'((?:\s*,\s*'\w+')*)\s*,?\s*\)/g,
      ),
    ];
    // A call this pattern does not read would go unchecked: fail instead.
    if (calls.length !== (source.match(/lazy: page\(/g)?.length ?? 0))
      throw new Error(`a page() call of ${relative(file)} is unread`);
    return calls.map(([, specifier, exportName, bundles]) => {
      const module = resolveImport(file, specifier);
      if (!module) throw new Error(`${relative(file)} imports ${specifier}, which does not resolve`);
      return { module, exportName, bundles: [...bundles.matchAll(/'(\w+)'/g)].map((m) => m[1] as BundleName) };
    });
  });
}

function uncovered(ids: Map<string, string>, bundles: BundleName[]): string[] {
  return [...ids]
    .filter(([id]) => !bundles.some((bundle) => isInBundle(id, bundle)))
    .map(([id, file]) => `${id} (${file})`);
}

const inAnyBundle = (id: string) => BUNDLE_NAMES.some((bundle) => isInBundle(id, bundle));

test('every message id in the browser code is in some bundle', () => {
  const files = ['src', 'domain', 'store', 'machines'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const missing = files.flatMap((file) =>
    [...messageIdsIn(file)].filter((id) => !inAnyBundle(id)).map((id) => `${id} (${relative(file)})`),
  );
  expect(missing).toEqual([]);
});

test('the core bundle has every text of the entry chunk and the signed-in shell', () => {
  const ids = idsReachableFrom([path.join(ROOT, 'src/main.tsx'), path.join(ROOT, 'src/app/ShellLayout.tsx')], {
    dynamic: false,
  });
  expect(ids.size).toBeGreaterThan(50);
  expect(uncovered(ids, ['core'])).toEqual([]);
});

test('the login and public pages need at most the validation bundle beyond core; sign-in, terms and rating their own', () => {
  const routes = pageRoutes().filter(({ module }) => /features[\\/](auth|public)[\\/]/.test(module));
  expect(routes.length).toBeGreaterThanOrEqual(10);
  const extra = routes.flatMap(({ bundles }) => bundles);
  expect([...new Set(extra)].sort()).toEqual(['login', 'password', 'publicPages', 'rate', 'validation']);
  expect(routes.filter(({ bundles }) => bundles.includes('login')).map(({ exportName }) => exportName)).toEqual([
    'LoginPage',
  ]);
  expect(routes.filter(({ bundles }) => bundles.includes('rate')).map(({ exportName }) => exportName)).toEqual([
    'RatePage',
  ]);
});

/**
 * The bundles a page's own code loads with what shows their texts (`ensureBundles(['validation'])` beside the
 * sign-in form's rules, awaited before any rule's message is shown).
 */
function bundlesEnsuredIn(files: Iterable<string>): BundleName[] {
  return [...files].flatMap((file) =>
    [...read(file).matchAll(/ensureBundles\(\[([^\]]*)\]\)/g)].flatMap(([, names]) =>
      [...names.matchAll(/'(\w+)'/g)].map((m) => m[1] as BundleName),
    ),
  );
}
/** Bundles a page's own lazy chunks load beside their code (stepComponents.tsx), not its route. */
const LAZY_CHUNK_BUNDLES: Partial<Record<string, BundleName[]>> = { FormSession: ['formSteps'] };

test.each(pageRoutes().map((route) => [route.exportName, route] as const))(
  '%s has every text it can show in core or the bundle its route loads',
  (name, route) => {
    const ids = idsReachableFrom([route.module], { dynamic: true });
    const ensured = bundlesEnsuredIn(reachableFrom([route.module], { dynamic: true }));
    expect(uncovered(ids, ['core', ...route.bundles, ...ensured, ...(LAZY_CHUNK_BUNDLES[name] ?? [])])).toEqual([]);
  },
);

test("the sign-in page's route loads no rules' texts: its form loads them with its rules", () => {
  const login = pageRoutes().find(({ exportName }) => exportName === 'LoginPage');
  expect(login?.bundles).toEqual(['login']);
  expect(isInBundle('validation.required', 'login')).toBe(false);
  expect(new Set(bundlesEnsuredIn([path.join(ROOT, 'src/features/auth/LoginPage.tsx')]))).toEqual(
    new Set(['validation']),
  );
});

// In the first chunk, but what they show is a later step's: the option lists the steps after the start name (the
// start's purposes are in form), and the address steps' postal code check.
const SHOWN_ON_LATER_STEPS = new Set([
  'src/features/form/session/stepResourcesContext.ts',
  'src/features/form/session/browserChecks.ts',
]);

test("the form's first visit (its frame and start step) shows only texts of core and its route's bundle", () => {
  const form = pageRoutes().find(({ exportName }) => exportName === 'FormSession');
  if (!form) throw new Error('no FormSession route');
  const ids = new Map(
    [...idsReachableFrom([form.module], { dynamic: false })].filter(([, file]) => !SHOWN_ON_LATER_STEPS.has(file)),
  );
  expect(ids.has('form.start.question')).toBe(true);
  expect(uncovered(ids, ['core', ...form.bundles])).toEqual([]);
  // The later steps' own texts come with their chunks (formSteps), not in the first visit.
  const later = KEYS.filter((id) => /^form\.(housing|profile|hint|address|wishes)\./.test(id));
  expect(later.length).toBeGreaterThan(20);
  expect(later.filter((id) => isInBundle(id, 'form'))).toEqual([]);
  expect(later.filter((id) => !isInBundle(id, 'formSteps'))).toEqual([]);
});

test('a bundle holds exactly the keys under its prefixes, in both languages', () => {
  const form = pickBundle(da, 'form');
  expect(Object.keys(form).length).toBeGreaterThan(50);
  expect(Object.keys(form).every((id) => MESSAGE_BUNDLES.form.some((prefix) => id.startsWith(prefix)))).toBe(true);
  expect(form['form.steps.start']).toBe(da['form.steps.start' as keyof typeof da]);
  expect(Object.keys(pickBundle(en, 'form')).sort()).toEqual(Object.keys(form).sort());
});

test('a `!prefix` leaves keys out of a bundle, and the longest matching prefix decides', () => {
  // MitID's texts are the pages' that show them; a route title stays in core while its page's texts leave it.
  expect(isInBundle('auth.login.title', 'core')).toBe(true);
  expect(isInBundle('auth.mitid.signIn', 'core')).toBe(false);
  expect(isInBundle('auth.mitid.signIn', 'login')).toBe(true);
  expect(isInBundle('public.terms.title', 'core')).toBe(true);
  expect(isInBundle('public.terms.intro', 'core')).toBe(false);
  expect(isInBundle('public.terms.intro', 'publicPages')).toBe(true);
  expect(isInBundle('public.notFound.title', 'core')).toBe(true);
  expect(isInBundle('auth.forgot.title', 'core')).toBe(true);
  expect(isInBundle('auth.forgot.intro', 'core')).toBe(false);
  expect(isInBundle('auth.forgot.intro', 'password')).toBe(true);
  expect(Object.keys(pickBundle(da, 'core')).filter((id) => id.startsWith('auth.mitid.'))).toEqual([]);
});

test('server-only texts (mails) are in no bundle, so the browser never downloads them', () => {
  const mailKeys = KEYS.filter((id) => id.startsWith('mail.'));
  expect(mailKeys.length).toBeGreaterThan(0);
  expect(mailKeys.filter(inAnyBundle)).toEqual([]);
});
