/**
 * The contracts as an HTML reference for the backend teams, built offline: one page per contract
 * by Redocly CLI's `build-docs` (Redoc, prerendered: it reads without JavaScript too), a list
 * page, and Redoc's standalone bundle beside them, so the pages load nothing from a CDN.
 *
 * The bundle is the one @redocly/cli ships and renders with (byte for byte the `redoc` package's
 * bundles/redoc.standalone.js of the same version, which the page's integrity hash names). The
 * `redoc` package itself does not install from the registry here (its dependency
 * @redocly/redoc-opentelemetry@^0.5.1 has no such version), so it is taken from the CLI.
 *
 * The calls the app team proposes (`x-proposal: true`) carry a 제안 badge, and their summary and
 * description say so. Usage: `tsx scripts/api-docs/build-api-docs.ts <out dir>`; the demo build
 * runs it into dist-demo/api-docs/ (scripts/vite/api-docs-plugin.ts).
 */
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { Eta } from 'eta'
import { parse, stringify } from 'yaml'
import {
  contractPath,
  HTTP_METHODS,
  listOperations,
  SERVICES,
  type ServiceName,
} from '../../contracts/read-contracts.ts'

const here = import.meta.dirname
const cliDir = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'))
const BUNDLE = 'redoc.standalone.js'
/** Where build-docs points the page's script; replaced by the bundle beside the page. */
const CDN_BUNDLE = /https:\/\/cdn\.redocly\.com\/redoc\/v([\d.]+)\/bundles\/redoc\.standalone\.js/g

/**
 * The prerendered sidebar links to `/` and `/<tag>` (the site's root): before Redoc has taken
 * over, or opened in a new tab, they would leave for the demo. Redoc routes by the hash
 * (`#/checkup/listcheckuppackages`), so they point there.
 */
const ROOT_LINK = /href="\/(?!\/)([^"]*)"/g

export const PROPOSAL_BADGE = '제안'
const PROPOSAL_NOTE =
  '> **제안하는 호출** (`x-proposal: true`): 스펙에 없는 호출로, 앱 팀이 백엔드 팀에 제안합니다. 이유는 아래 설명에 있습니다.'

interface Operation {
  operationId: string
  summary?: string
  description?: string
  'x-proposal'?: boolean
  'x-badges'?: Array<{ name: string; color: string }>
}

interface Contract {
  info: { title: string; summary?: string; description?: string; version: string }
  servers?: Array<{ url: string }>
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>
}

const readContract = (file: ServiceName): Contract => parse(readFileSync(contractPath(file), 'utf8')) as Contract

/** The contract with its proposals marked and a link back to the list, for Redoc. */
function forReference(service: ServiceName): string {
  const doc = readContract(service)
  doc.info.description = `[← 모든 계약](./)\n\n${doc.info.description ?? ''}`
  for (const item of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method]
      if (op?.['x-proposal'] !== true) continue
      op['x-badges'] = [{ name: PROPOSAL_BADGE, color: '#9a6700' }]
      op.summary = `[${PROPOSAL_BADGE}] ${op.summary ?? op.operationId}`
      op.description = `${PROPOSAL_NOTE}\n\n${op.description ?? ''}`
    }
  }
  return stringify(doc, { lineWidth: 0 })
}

function buildPage(work: string, service: ServiceName, outDir: string, title: string): Promise<unknown> {
  return promisify(execFile)(
    process.execPath,
    [
      join(cliDir, 'bin/cli.js'),
      'build-docs',
      join(work, `${service}.yaml`),
      '--output',
      join(outDir, `${service}.html`),
      '--title',
      title,
      '--template',
      join(here, 'page.hbs'),
      '--lint-config',
      'off',
    ],
    // The page must not report to Redocly (nor the build): REDOCLY_TELEMETRY=off.
    { cwd: work, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  )
}

/** Runs `tasks` at most `limit` at a time. */
async function inTurns(tasks: Array<() => Promise<unknown>>, limit: number): Promise<void> {
  const queue = [...tasks]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task()
    }),
  )
}

function listPage(): string {
  const eta = new Eta({ views: here, autoEscape: true })
  const services = SERVICES.map((service) => {
    const doc = readContract(service)
    const operations = listOperations(service)
    return {
      service,
      file: `${service}.html`,
      title: doc.info.title,
      summary: doc.info.summary ?? '',
      version: doc.info.version,
      server: doc.servers?.[0]?.url ?? '',
      operations: operations.length,
      proposals: operations.filter((op) => op.proposal).length,
    }
  })
  return eta.render('./index', { services })
}

export async function buildApiDocs(out: string): Promise<void> {
  const outDir = resolve(out)
  const work = mkdtempSync(join(tmpdir(), 'api-docs-'))
  try {
    mkdirSync(outDir, { recursive: true })
    // The contracts refer to ./components.yaml: it goes beside them as it is.
    copyFileSync(contractPath('components'), join(work, 'components.yaml'))
    for (const service of SERVICES) writeFileSync(join(work, `${service}.yaml`), forReference(service))
    await inTurns(
      SERVICES.map((service) => () => buildPage(work, service, outDir, readContract(service).info.title)),
      Math.max(1, Math.min(4, availableParallelism())),
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  const bundle = readFileSync(join(cliDir, 'lib/chunks', BUNDLE), 'utf8')
  const bundleVersion = /Version: ([\d.]+)/.exec(bundle.slice(0, 300))?.[1]
  for (const service of SERVICES) {
    const file = join(outDir, `${service}.html`)
    const html = readFileSync(file, 'utf8')
    const versions = [...html.matchAll(CDN_BUNDLE)].map((m) => m[1])
    if (!versions.length || versions.some((v) => v !== bundleVersion)) {
      throw new Error(
        `${file}: expected Redoc ${bundleVersion} from the CDN to replace, found ${versions.join(', ') || 'none'}`,
      )
    }
    writeFileSync(file, html.replace(CDN_BUNDLE, `./${BUNDLE}`).replace(ROOT_LINK, 'href="#/$1"'))
  }
  writeFileSync(join(outDir, BUNDLE), bundle)
  writeFileSync(join(outDir, 'index.html'), listPage())
}

if (process.argv[1] === import.meta.filename) {
  const out = process.argv[2]
  if (!out) throw new Error('usage: tsx scripts/api-docs/build-api-docs.ts <out dir>')
  const started = performance.now()
  await buildApiDocs(out)
  console.info(`API reference in ${out} (${Math.round(performance.now() - started)} ms)`)
}
