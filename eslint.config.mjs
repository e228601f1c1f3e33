// Lint: TypeScript, React hooks, accessibility, and the import direction of style.md
// (shared code -> features -> app; a feature never imports another feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = [
  'auth',
  'form',
  'home',
  'rfqs',
  'leads',
  'compare',
  'documents',
  'messages',
  'economy',
  'surveillance',
  'profile',
  'public',
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
                'A feature does not import another feature; share through src/components, src/lib, src/domain, store/ or machines/.',
            })),
            // shared code does not import features or the app
            ...['./src/components', './src/lib', './src/domain', './src/validation', './store', './machines'].map(
              (target) => ({
                target,
                from: ['./src/features', './src/app'],
                message: 'Shared code sits below features and the app.',
              }),
            ),
            // pure layers: no React, store or browser code in domain, validation and machines
            ...['./src/domain', './src/validation', './machines'].map((target) => ({
              target,
              from: ['./store', './src/components', './src/lib'],
              message: 'Domain rules, validation and machines stay free of React, Redux and I/O.',
            })),
            // the server shares pure code only
            {
              target: './server',
              from: ['./src/features', './src/app', './src/components', './src/lib', './store'],
              message: 'The server shares only src/domain and src/validation.',
            },
          ],
        },
      ],
    },
  },
  { files: ['store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The browser takes the API contract's types, never TypeBox's runtime (contract/limits.ts is plain numbers).
    files: ['src/**/*.{ts,tsx}', 'store/**/*.ts', 'machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/*', '!**/contract/limits', '@sinclair/typebox'],
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
