/**
 * What changed between two copies of contracts/, rated by Redocly CLI's `diff` (OpenAPI 3.1, the
 * multi-file contracts as they are, every change rated by the semver bump it requires): major
 * changes break a server or the app (a removed operation, field or status, a narrowed type or
 * limit, a new required input, a changed enum), minor ones add, patch ones reword.
 *
 * Tried and left: `openapi-diff` (Atlassian) refuses OpenAPI 3.1 ("Swagger Parser only supports
 * 3.0.x"); `@useoptic/openapi-utilities` diffs but rates nothing (Optic's rules come with its CLI)
 * and needs one dereferenced file. Redocly CLI is already the contracts' linter.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { parse } from 'yaml'

export type Impact = 'major' | 'minor' | 'patch'

export interface ContractChange {
  service: string
  /** `POST /api/outpatient/appointment`, or the path alone when a whole path came or went. */
  operation: string
  operationId: string | undefined
  impact: Impact
  kind: 'added' | 'removed' | 'modified'
  /** Where in the operation: `requestBody/.../properties/reason`, `responses/409` ... */
  where: string
  /** The keyword that changed in place (`maxLength`, `enum`, `description` ...). */
  property: string | undefined
  /** What Redocly says about it (its rule's message), or what changed. */
  message: string
  rule: string | undefined
}

interface RedoclyChange {
  path: string
  kind: ContractChange['kind']
  impact: Impact
  property?: string
  verdicts: Array<{ ruleId: string; impact: Impact; message: string }>
}

const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js')
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~')

/** The operationIds of a contract file by `METHOD path`. */
function operationIds(file: string): Map<string, string> {
  const ids = new Map<string, string>()
  if (!existsSync(file)) return ids
  const doc = parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, { operationId?: string }>> }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (METHODS.has(method) && op.operationId) ids.set(`${method.toUpperCase()} ${path}`, op.operationId)
    }
  }
  return ids
}

/** The operationIds of every method of a path (a path that came or went as a whole). */
function pathOperations(ids: Map<string, string>, path: string | undefined): string | undefined {
  const found = [...ids].filter(([operation]) => operation.endsWith(` ${path}`)).map(([, id]) => id)
  return found.length ? found.join(', ') : undefined
}

function readChange(service: string, change: RedoclyChange, ids: Map<string, string>): ContractChange {
  const [root, path, method, ...rest] = change.path.replace(/^#\//, '').split('/').map(unescape)
  const isOperation = root === 'paths' && method !== undefined && METHODS.has(method)
  const operation = root === 'paths' ? `${isOperation ? `${method.toUpperCase()} ` : ''}${path}` : `#/${root}`
  const where = [...(isOperation ? rest : root === 'paths' ? [method, ...rest] : [path, method, ...rest])]
    .filter((part) => part !== undefined)
    .join('/')
  const verdict = change.verdicts.find((v) => v.impact === change.impact) ?? change.verdicts[0]
  const property = change.property ? ` · ${change.property}` : ''
  return {
    service,
    operation,
    operationId: isOperation ? ids.get(operation) : pathOperations(ids, path),
    impact: change.impact,
    kind: change.kind,
    where: `${where}${property}`,
    property: change.property,
    message: verdict?.message ?? change.kind,
    rule: verdict?.ruleId,
  }
}

/**
 * The changes of one contract file, by Redocly. Run from a folder without a redocly.yaml: the
 * project's (a lint ruleset) would take the place of the diff's own rules, and every change
 * would be rated a patch.
 */
async function diffFile(service: string, base: string, revision: string, cwd: string): Promise<ContractChange[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'diff', base, revision, '--format', 'json', '--fail-on', 'none'],
    {
      cwd,
      maxBuffer: 100_000_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  const report = JSON.parse(stdout) as { changes: RedoclyChange[] }
  const ids = new Map([...operationIds(base), ...operationIds(revision)])
  return report.changes.map((change) => readChange(service, change, ids))
}

/** An operation of a contract that came or went as a whole file. */
function wholeFile(service: string, file: string, kind: 'added' | 'removed'): ContractChange[] {
  return [...operationIds(file)].map(([operation, operationId]) => ({
    service,
    operation,
    operationId,
    impact: kind === 'removed' ? 'major' : 'minor',
    kind,
    where: '',
    property: undefined,
    message: kind === 'removed' ? 'the contract file was removed' : 'a new contract file',
    rule: undefined,
  }))
}

export interface ContractsDiff {
  changes: ContractChange[]
  /** The contract files that differ at all. */
  changedFiles: string[]
}

/**
 * Compares the contracts in two folders (file by file; every service when the shared
 * components.yaml changed, since they all point into it).
 */
export async function diffContracts(
  baseDir: string,
  revisionDir: string,
  services: readonly string[],
): Promise<ContractsDiff> {
  const text = (dir: string, name: string) =>
    existsSync(join(dir, `${name}.yaml`)) ? readFileSync(join(dir, `${name}.yaml`), 'utf8') : undefined
  const changed = (name: string) => text(baseDir, name) !== text(revisionDir, name)
  const componentsChanged = changed('components')
  const changedFiles = [...services, 'components'].filter(changed)
  const cwd = mkdtempSync(join(tmpdir(), 'contracts-diff-cwd-'))
  const tasks = services
    .filter((service) => componentsChanged || changed(service))
    .map((service) => async () => {
      const base = join(baseDir, `${service}.yaml`)
      const revision = join(revisionDir, `${service}.yaml`)
      if (!existsSync(base)) return wholeFile(service, revision, 'added')
      if (!existsSync(revision)) return wholeFile(service, base, 'removed')
      return diffFile(service, base, revision, cwd)
    })
  const results: ContractChange[][] = []
  const queue = tasks.map((task, index) => ({ task, index }))
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) results[next.index] = await next.task()
      }),
    )
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
  return { changes: results.flat(), changedFiles }
}
