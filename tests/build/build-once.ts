/**
 * Global setup of the `build` test project: builds the production app (dist/) and the demo
 * (dist-demo/) once, exactly as `npm run build` and `npm run build:demo` do (without the Storybook
 * that build:demo adds to dist-demo/storybook/: nothing here reads it), before the tests
 * read the files.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

export default function buildOnce() {
  const root = join(import.meta.dirname, '../..')
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  // Vitest's own environment (NODE_ENV=test, the test mode's VITE_ variables) must not leak in.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITE_|VITEST|NODE_ENV$|TEST$|MODE$|PROD$|DEV$|SSR$|BASE_URL$)/.test(name),
    ),
  )
  for (const mode of ['production', 'demo']) {
    execFileSync(process.execPath, [vite, 'build', '--mode', mode, '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env,
    })
  }
}
