const os = require('node:os');

// Two projects: the SPA (and machines, store, the shared kernel in domain/) in jsdom, the server in node.
const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  '@statelyai',
  'cookie',
  'content-disposition',
  '@fastify/cookie',
  'until-async',
  'rettime',
  '@open-draft',
  // file-type (server/documents/fileType.ts) and its ESM-only dependencies.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  // Their CommonJS builds load modules with import(), which jest runs only under --experimental-vm-modules; compiled
  // here, each import() becomes a require() in a promise, as in our own files.
  '@electric-sql/pglite',
  'rate-limiter-flexible',
  // MitID's OpenID Connect (server/mitid): ESM only, loaded with import(), now compiled like the packages above.
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
];
// swc, not babel, compiles the tests: a cold run spent about half its CPU in babel. Types are not checked here
// (`npm run typecheck` does); each file's syntax is chosen by its extension, as tsc and webpack do. An import() is
// compiled to a require() in a promise, so jest needs no --experimental-vm-modules: under that flag each module's
// script carries a dynamic-import callback, and a cold run of the SPA suites took more CPU (docs/benchmarks.md,
// "Tests under two minutes").
const swc = (parser) => ['@swc/jest', { jsc: { parser, transform: { react: { runtime: 'automatic' } } } }];
const common = {
  transform: {
    '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.[cm]?ts$': swc({ syntax: 'typescript' }),
    '^.+\\.[cm]?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js',
    // A message bundle (`da.json?bundle=form`, made by the webpack build) is the whole file in tests: a superset.
    '^(.*[\\\\/]translations[\\\\/][a-z]{2}\\.json)\\?bundle=\\w+$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/__tests__/support/'],
};
module.exports = {
  // jest's default is one worker fewer than the cores: on our 2-core machines a single worker, run in band, left a
  // core idle while suites wait on PGlite start-up and module loading. Two workers take about 2.5 GB of memory.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker that kept every suite's leftovers (a server suite's PGlite instance, a page suite's jsdom) grew until
  // garbage collection took a good part of its time: a cold `npm test` on a quiet 2-core machine took 270-281 s.
  // A worker whose heap is past this limit after a suite is replaced by a fresh one: 167 s (1.2 GB: 197-205 s,
  // 700 MB: 173 s, three workers at 400 MB: 165 s). Measured 2026-11-27, docs/benchmarks.md "The jest run".
  workerIdleMemoryLimit: '400MB',
  reporters: ['default', '<rootDir>/__tests__/support/slowestSuitesReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'spa',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupSpa.ts'],
      testMatch: ['<rootDir>/__tests__/{src,domain,machines,store,docs}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupServer.ts'],
      // The migrated and seeded databases every server suite copies (built once per run, only when server suites run).
      globalSetup: '<rootDir>/__tests__/support/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/support/globalTeardown.ts',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
    },
  ],
};
