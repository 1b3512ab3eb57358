// @ts-check
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { featureShape } from './eslint-rules/feature-shape.js'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The house rules of docs/architecture.md, enforced: one direction of flow
 * (contracts -> api -> shared -> features -> app), no feature imports another, and src/ never
 * reaches the mock world except through app/enable-demo.ts.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to src/shared or compose it in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared/ is the bottom layer.' },
  {
    // What the http layer needs from above (the Korean messages, the token source, the
    // connectivity signal) is handed to it at start by src/app/http-setup.ts.
    target: './src/api',
    from: ['./src/features', './src/app', './src/shared'],
    message: 'The API layer imports nothing above it: src/app hands it what it needs at start (http-setup.ts).',
  },
  {
    // A rule the app and the sandbox share lives in src/shared/domain, not inside a feature.
    target: ['./mocks', './.storybook'],
    from: './src/features',
    message: 'The sandbox never reaches into a feature: what it shares with the app lives in src/shared/domain.',
  },
  {
    target: './src',
    from: './mocks',
    message: 'src/ never imports the mock world; only src/app/enable-demo.ts loads it, dynamically.',
  },
]

/** A `../../` chain: imports that leave their folder use the alias `@/...`. */
const noClimbing = {
  regex: '^(\\.\\./){2,}(?!mocks/)',
  message: 'Import across folders as `@/shared/...`, not `../../`.',
}
const featureAlias = {
  regex: '^\\.\\./',
  message: 'Inside a feature, what is outside this folder is imported as `@/features/<feature>/...` (docs/screens.md).',
}
/**
 * Another block's (or piece's) CSS module: a screen or block that wants its look uses that
 * block's component, or says what it draws in its own module. A folder imports its own module
 * as `./X.module.css`; the design system's pieces share theirs relatively inside src/shared/ui.
 */
const foreignCss = {
  regex: '^@/shared/.+\\.module\\.css$',
  message:
    'Do not restyle with a CSS module of src/shared: use its component (a block, a piece of @/shared/ui) or a module of your own.',
}
const pureRules = [
  {
    regex:
      '^(react|react-dom|@tanstack/.*)$|^@/shared/(blocks|native|overlays|session)(/|$)|^@/shared/ui(?!/period-filter/period$)(/|$)|^@/shared/storage/personal-store$|^@/api/http|^@/api/generated/[^/]+$',
    message: 'src/shared/domain is pure rules (no React, call, storage or block): this belongs in src/shared/blocks.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-sourcemaps',
      'dist-bench',
      'dist-bench-sourcemaps',
      'dist-reference',
      'dist-offline',
      'dist-offline-sourcemaps',
      'dist-hosting',
      'storybook-static',
      'reports',
      'coverage',
      'node_modules',
      'src/api/generated',
      'mocks/worker',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The source root's alias (tsconfig.json paths), so the boundaries below see through it.
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
      // The project's own roots: `@/` (src) and `#` (package.json imports: .storybook, mocks, tests).
      'import-x/internal-regex': '^(@/|#)',
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // One order of imports in every file, from far to near: packages, then the project's roots
      // (`#` before `@/`), then the file's own folder. Within a group the order is the author's
      // (it is also the order modules run in, and so the order of the stylesheets they bring).
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'object', 'unknown'],
          pathGroups: [{ pattern: '#**', group: 'internal', position: 'before' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // One alias for the source root: imports that leave their folder say where they go
    // (`@/shared/ui/...`), never a `../../` chain; outside src/ the app is reached the same way.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, foreignCss] }] },
  },
  {
    // Inside a feature one import style: the file's own folder as `./x`, anything else of the
    // feature as `@/features/<feature>/...` (never `../x` beside `@/features/...` for the same place).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, featureAlias, foreignCss] }] },
  },
  {
    // One shape per feature (eslint-rules/feature-shape.js, docs/screens.md).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { house: { rules: { 'feature-shape': featureShape } } },
    rules: { 'house/feature-shape': 'error' },
  },
  {
    // src/shared/domain holds pure rules the sandbox shares: plain TypeScript, no React, no call,
    // no storage, no block (those are src/shared/blocks).
    files: ['src/shared/domain/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, foreignCss, ...pureRules] }] },
  },
  {
    // Every dynamic import of the app goes through src/shared/lazy: the spec's timeout, a new
    // download after a failure (never the rejected one again), the move to a new version after a
    // deploy, and a view that says what happened instead of a white screen. The features'
    // screens.ts registries are loaded by the router (src/app/router/screen-for.ts) that way.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/features/*/screens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression:not(CallExpression[callee.name=/^(loadChunk|lazyWithRetry|lazyAfterFirstPaint|runWithChunk|lazyBridge)$/] ImportExpression, CallExpression[callee.property.name="loadChunk"] ImportExpression)',
          message:
            'Load code through src/shared/lazy: loadChunk(() => import(...)), lazyWithRetry, or runWithChunk for a tap’s helper.',
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/', message: 'Import the app through the source root alias: `@/...`.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures call their argument `use`, which is not React's.
    ignores: ['tests/e2e/**', 'tests/visual/**', 'tests/hosting/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
  {
    // The one door from the app to the sandbox: a dynamic import in demo mode.
    files: ['src/app/enable-demo.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
