import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Folders under `dir` (relative to the repository), none when it does not exist yet. */
function foldersIn(dir) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
}

// The seller's rooms named in issue 28; listed as well as read from disk so each is fenced before it has a file.
const SELLER_ROOMS = ['orders', 'customers', 'products', 'promos', 'bundles', 'earnings', 'inbox'];

/** Every feature folder: each `app/features/<name>`, and each seller's room `app/features/admin/<room>`. */
const FEATURES = [
  ...new Set([
    ...foldersIn('app/features').filter((dir) => dir !== 'app/features/admin'),
    ...foldersIn('app/features/admin'),
    ...SELLER_ROOMS.map((room) => `app/features/admin/${room}`),
  ]),
].sort();

// a feature (or room) reaches only components/, lib/, domain/ and itself: no other feature, no route
const FEATURE_ZONES = [
  ...FEATURES.map((feature) => ({
    target: feature,
    from: 'app/features',
    except: [path.relative('app/features', feature)],
    message:
      'A feature imports only app/components, app/lib, domain and itself: move shared code to components/ or lib/.',
  })),
  {
    target: 'app/features',
    from: ['app/routes', 'app/root.tsx', 'app/routes.ts', 'app/entry.server.tsx'],
    message:
      'A feature never imports a route or the app shell: routes import features, not the other way round.',
  },
];

// the kit is the bottom layer: it knows no feature and no route
const KIT_ZONES = [
  {
    target: ['app/components', 'app/lib'],
    from: ['app/features', 'app/routes', 'app/root.tsx', 'app/routes.ts', 'app/entry.server.tsx'],
    message: 'app/components and app/lib import no feature and no route.',
  },
];

// browser code names nothing of server/, types included: a *.server.ts module beside it does the server's part
const BROWSER_ZONES = [
  {
    target: 'app',
    from: 'server',
    message: 'Browser code imports nothing from server/ (types included): do it in a *.server.ts module.',
  },
];

/** Files under app/ that never reach the browser: they may import from server/. */
const SERVER_ONLY_APP_FILES = [
  'app/**/*.server.ts',
  'app/**/*.server.tsx',
  'app/entry.server.tsx',
  'app/load-context.ts',
];

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
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...FEATURE_ZONES, ...KIT_ZONES] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: SERVER_ONLY_APP_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...FEATURE_ZONES, ...KIT_ZONES, ...BROWSER_ZONES] },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'server/db/seed/cli.ts',
      'server/seller-create.ts',
      'server/backup/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
