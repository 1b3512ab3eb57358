import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'
import { demoBoot } from './mocks/demo/boot-plugin.ts'
import { apiDocs } from './scripts/vite/api-docs-plugin.ts'
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy.ts'
import { sandboxWorld } from './mocks/vite-plugin.ts'
import { contentPages } from './scripts/vite/content-plugin.ts'
import { fontDisplayOptional } from './scripts/vite/font-display-optional.ts'
import { refuseDemoBuild } from './scripts/vite/refuse-demo-build.ts'
import { routerTreeShaking } from './scripts/vite/router-tree-shaking.ts'
import { offlineWorker } from './scripts/vite/offline-worker.ts'
import { preconnectApi } from './scripts/vite/preconnect-api.ts'
import { earlyUserCalls } from './scripts/vite/early-user-calls.ts'
import { sourceMapsAside } from './scripts/vite/source-maps-aside.ts'
import { HOSPITAL } from './src/shared/config/hospital.ts'
import { PATIENT_NO_HINT_KEY } from './src/shared/storage/personal-keys.ts'
import { ACCESS_TOKEN_KEY, MAIN_ACCESS_TOKEN_KEY } from './src/shared/storage/token-store.ts'
import { tokenTag } from './src/shared/storage/token-tag.ts'
import { TRUSTED_TYPE_POLICIES } from './src/shared/security/trusted-type-names.ts'

const packageVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version
// A release may stamp its build (`APP_VERSION`); the hosting tests build two versions this way.
const version = process.env.APP_VERSION ?? packageVersion

/** A file of React Router's production build (see the alias below). */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

/**
 * Modes: `production` (npm run build -> dist/), `demo` (npm run demo / build:demo -> dist-demo/,
 * the sandbox runs in a service worker), `development` (npm run dev against the mock server).
 * The env files of each mode hold the two API base URLs.
 */
export default defineConfig(({ mode, command }) => ({
  // Demo mode only: the shell before the app (mocks/demo/boot.ts), the seeded world as data, the
  // msw worker script served and emitted, and the contracts' reference at /api-docs/.
  plugins: [
    // Never a patients' build with the sandbox in it (VITE_DEMO outside the demo).
    refuseDemoBuild(),
    contentPages(),
    // What the app does not use of React Router leaves the first load (see the file).
    routerTreeShaking(),
    react(),
    fontDisplayOptional(),
    ...(mode === 'demo' ? [demoBoot(), sandboxWorld(), msw({ mode: 'worker-only' }), apiDocs()] : []),
    // Production: source maps are not served to phones (kept beside the build for error reports),
    // the offline pocket's service worker (the app shell, precached by Workbox), and a signed-in
    // start's user calls made before the app's script has arrived.
    ...(mode === 'production'
      ? [
          sourceMapsAside(),
          offlineWorker(),
          preconnectApi(),
          earlyUserCalls({
            current: ACCESS_TOKEN_KEY,
            main: MAIN_ACCESS_TOKEN_KEY,
            patientNoHint: PATIENT_NO_HINT_KEY,
            tokenTag,
          }),
        ]
      : []),
    // Built pages carry the Content-Security-Policy (made from this mode's API bases); production
    // also writes the web server's configuration with it (dist-nginx/). The demo's sandbox
    // registers its worker through a `default` Trusted Types policy (mocks/demo/trusted-types.ts).
    contentSecurityPolicyPlugin({
      imageHosts: HOSPITAL.ownHosts,
      trustedTypes: [...Object.values(TRUSTED_TYPE_POLICIES), ...(mode === 'demo' ? ['default'] : [])],
      hosting: mode === 'production',
    }),
  ],
  resolve: {
    alias: [
      // The one alias for the source root (`@/shared/...`), as tsconfig.json's paths say.
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // The browser sandbox's cookie store without the public suffix list (see the file).
      {
        find: /^tldts$/,
        replacement: fileURLToPath(new URL('./mocks/runtime/registrable-domain.ts', import.meta.url)),
      },
      // React Router 7's package exports name only its development build (ENABLE_DEV_WARNINGS on:
      // warning checks run on every navigation), for every bundler, until remix-run/react-router
      // #14102 is fixed. Built apps take the production build it ships beside it; the development
      // server and the tests keep the warnings.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the first load: the shells' WebViews (Android's Chromium,
    // WKWebView from iOS 17) preload natively; an older one fetches a lazy chunk's imports a step
    // later, nothing fails.
    modulePreload: { polyfill: false },
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    // The demo serves its maps (stakeholders debug it); production keeps hidden ones aside.
    sourcemap: mode === 'production' ? 'hidden' : true,
    manifest: true,
    // pdf.js fetches its CMaps by address: a small one inlined as a data: URL would need
    // `connect-src data:` in the policy. They stay files.
    assetsInlineLimit: (file) => (file.endsWith('.bcmap') ? false : undefined),
    // The demo's sandbox chunk carries the seeded world as data (loaded after the first paint).
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file, not a dozen small shared chunks: it
        // compresses better and takes one request. Screens keep their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}))
