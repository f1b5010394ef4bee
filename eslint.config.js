import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'bench/floor-app/build/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // import cycles make modules half-initialised and hide a missing boundary
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // browser code may name server types but never pull server code into the bundle; server values are
    // reached from `*.server.ts` modules, which the bundler leaves out of the browser build
    files: ['app/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+server(/|$)',
              allowTypeImports: true,
              message: 'Import server values in a *.server.ts module; here only types.',
            },
          ],
        },
      ],
    },
  },
  {
    // the domain is shared with the browser and must stay free of I/O
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '../server/*', '../../server/*', '~/*'], message: 'domain/ is pure' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/db/seed/cli.ts', 'server/seller-create.ts'],
    rules: { 'no-console': 'off' },
  },
);
