// Lint: TypeScript, React hooks, accessibility, and the import direction of docs/architecture.md: the kernel (domain/) at
// the bottom, imported by both halves and importing neither; contract/ above it; machines/ and store/ beside the
// SPA's shared code; features above those; the app at the top. The server takes the kernel, contract/ and machines/.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Read from the folder, so a new feature is covered the day it is added.
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What each top-level folder may not import: the direction of the house, enforced. */
const floors = [
  {
    target: './domain',
    from: ['./src', './server', './store', './machines', './contract'],
    message: 'The kernel (domain/) is pure shared code: it imports no other folder of the project.',
  },
  {
    target: './contract',
    from: ['./src', './server', './store', './machines'],
    message: 'The API contract is built on the kernel only.',
  },
  {
    target: './machines',
    from: ['./src', './server', './store', './contract'],
    message: 'Machines stay free of React, Redux and I/O; they take the kernel only.',
  },
  {
    target: './store',
    from: ['./src', './server', './machines'],
    message: "The store takes the kernel and the contract's types, never the SPA or the server.",
  },
  {
    target: './server',
    from: ['./src', './store'],
    message: 'The server shares the kernel (domain/), contract/ and machines/, never the SPA folder.',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'The SPA never imports the server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'node_modules/**',
      'server/db/migrations/**',
      'examples/lenderSystem/supplierApi.d.ts',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks of store/hooks.ts.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // a feature does not import another feature
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message:
                'A feature does not import another feature; share through src/components, src/lib, domain/, store/ or machines/.',
            })),
            // features sit below the app, its routes and its prerendering: what a page needs from them is in src/lib
            {
              target: './src/features',
              from: ['./src/app', './src/routes', './src/prerender'],
              message:
                'A feature does not import the app, the routes or the prerender; what it needs from them belongs in src/lib.',
            },
            // the lead's own code, shared by the features that show a lead, sits below them
            {
              target: './src/entities',
              from: ['./src/features', './src/app', './src/routes', './src/prerender'],
              message: 'An entity sits below features and the app; share through src/components, src/lib or store/.',
            },
            // the SPA's shared code does not import entities, features or the app
            ...['./src/components', './src/lib'].map((target) => ({
              target,
              from: ['./src/entities', './src/features', './src/app', './src/routes', './src/prerender'],
              message: 'Shared code sits below entities, features and the app.',
            })),
            ...floors,
          ],
        },
      ],
    },
  },
  { files: ['store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The browser takes the API contract's types, never TypeBox's runtime.
    files: ['src/**/*.{ts,tsx}', 'store/**/*.ts', 'machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/*', '@sinclair/typebox'],
              allowTypeImports: true,
              message: 'Import only types from contract/ in the browser (import type …).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['__tests__/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'import-x/no-restricted-paths': 'off' },
  },
);
