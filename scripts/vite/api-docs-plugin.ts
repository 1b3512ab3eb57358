/**
 * The demo's /api-docs/: the contracts as an HTML reference beside the demo and its Storybook
 * (scripts/api-docs/build-api-docs.ts). Built with the demo (`vite build --mode demo`, so
 * `npm run build:demo`, the end-to-end tests' build and the build tests all have it) and, under
 * `npm run demo`, on the first visit to /api-docs/. A build is kept in node_modules/.cache under
 * the hash of what makes it (the contracts, the page templates, the CLI's version): the demo is
 * built several times in a test run, the reference once (building it takes some seconds).
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, join, normalize, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { buildApiDocs } from '../api-docs/build-api-docs.ts'

export const API_DOCS_DIR = 'api-docs'

const root = resolve(import.meta.dirname, '../..')

function inputsHash(): string {
  const hash = createHash('sha256')
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/package.json')
  const files = [
    ...readdirSync(join(root, 'contracts')).map((f) => join(root, 'contracts', f)),
    ...readdirSync(join(root, 'scripts/api-docs')).map((f) => join(root, 'scripts/api-docs', f)),
    cli,
  ]
  for (const file of files.sort()) hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

/** The reference for the contracts as they are now, built once per change. */
async function cachedApiDocs(): Promise<string> {
  const dir = join(root, 'node_modules/.cache/api-docs', inputsHash())
  if (existsSync(join(dir, 'index.html'))) return dir
  const building = `${dir}.${process.pid}`
  rmSync(building, { recursive: true, force: true })
  await buildApiDocs(building)
  // Two builds at once (the e2e and build tests) may both finish: the first one stays.
  if (!existsSync(dir)) renameSync(building, dir)
  rmSync(building, { recursive: true, force: true })
  return dir
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

export function apiDocs(): Plugin {
  let outDir = 'dist'
  let devBuild: Promise<string> | undefined
  return {
    name: 'hospital:api-docs',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      cpSync(await cachedApiDocs(), join(outDir, API_DOCS_DIR), { recursive: true })
    },
    configureServer(server) {
      server.middlewares.use(`/${API_DOCS_DIR}`, (req, res, next) => {
        devBuild ??= cachedApiDocs()
        devBuild
          .then((dir) => {
            const path = (req.url ?? '/').split('?')[0]!
            const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path))
            if (!file.startsWith(dir) || !existsSync(file)) return next()
            res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
            res.end(readFileSync(file))
          })
          .catch(next)
      })
    },
  }
}
