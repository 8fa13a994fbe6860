// Lint: TypeScript strict rules, React hooks, accessibility, and the import boundaries of
// docs/architecture.md#import-rules (which folder may import which), so the arrows stay true without anyone
// remembering them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder of src/features is a feature, so a new one gets its import zone without a list to keep.
const FEATURES = subfolders('./src/features');

// Billing is laid out by domain (docs/architecture.md#billing-by-domain): every folder of
// src/features/billing is a domain, except `shared` (what several domains use) and `dashboard` (which
// composes them); `books` holds one domain per subfolder. A new domain gets its zone without a list.
const BILLING_DOMAINS = subfolders('./src/features/billing')
  .filter((name) => name !== 'shared' && name !== 'dashboard')
  .flatMap((name) => (name === 'books' ? subfolders('./src/features/billing/books').map((book) => `books/${book}`) : [name]));

/** Which folder may not import which (target imports nothing from `from`). */
const boundaries = ({ allowMocks }) => [
  {
    target: './src/config',
    from: ['./src/lib', './src/api', './src/components', './src/features', './src/app'],
    message: 'config imports nothing of ours.',
  },
  { target: './src/lib', from: ['./src/api', './src/components', './src/features', './src/app'], message: 'lib may import config only.' },
  { target: './src/api', from: ['./src/components', './src/features', './src/app'], message: 'api may import config and lib only.' },
  { target: './src/components', from: ['./src/api', './src/features', './src/app'], message: 'components may import config and lib only.' },
  { target: './src/features', from: ['./src/app'], message: 'features never import the app layer.' },
  // `session` and `server-capabilities` are shared: every screen reads who is signed in and what the
  // service offers.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [...new Set([`./${feature}`, './session', './server-capabilities'])],
    message:
      'A feature never imports another feature (only session and server-capabilities): lift shared code down to components, api or lib.',
  })),
  { target: './src/features/session', from: './src/features', except: ['./session'], message: 'session imports no other feature.' },
  {
    target: './src/features/billing/shared',
    from: './src/features/billing',
    except: ['./shared'],
    message: 'billing/shared imports no billing domain: it is what the domains build on.',
  },
  // Nothing in billing imports the dashboard either: only the app's route module does.
  ...BILLING_DOMAINS.map((domain) => ({
    target: `./src/features/billing/${domain}`,
    from: './src/features/billing',
    except: ['./shared', `./${domain}`],
    message: 'A billing domain imports only billing/shared (and its own folder): move what two domains use into shared.',
  })),
  {
    target: './mocks',
    from: ['./src/api', './src/components', './src/features', './src/app', './src/testing'],
    except: ['./schema.d.ts'],
    message: 'mocks may import only src/api/schema.d.ts types, src/lib and src/config.',
  },
  {
    target: ['./mocks/domain', './mocks/seed'],
    from: './mocks/handlers',
    except: ['./types.ts'],
    message: 'mocks/domain and mocks/seed handle no requests: of mocks/handlers they import only the contract types (types.ts).',
  },
  { target: './e2e', from: ['./src', './mocks'], message: 'e2e tests are black-box: they import nothing of the app.' },
  ...(allowMocks
    ? []
    : [
        {
          target: ['./src/config', './src/lib', './src/api', './src/components', './src/features', './src/app'],
          from: './mocks',
          message: 'Only src/main.tsx, tests and stories may import the mock backend.',
        },
      ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/schema.d.ts',
      'mocks/worker',
      '.bench',
      '.e2e',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries({ allowMocks: false }) }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text.' }],
    },
  },
  // Sizes a newcomer can read (docs/architecture.md#size-limits): files of src at most 300 lines,
  // functions (components above all) at most 150. Tests may hold longer describe blocks; CSS is
  // checked by scripts/check-sizes.mjs.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/testing/**', '.storybook/**', 'src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries({ allowMocks: true }) }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['eslint.config.js', 'scripts/**/*.mjs', 'public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...storybook.configs['flat/recommended'],
);
