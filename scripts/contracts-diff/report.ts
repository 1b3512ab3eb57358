/**
 * The diff as the backend teams and the app team read it: first what a server or the app would
 * break on (Redocly's major changes, by operation, each with the side it breaks), then what is
 * compatible (additions), then a count of wording-only changes (descriptions, examples).
 */
import type { ContractChange, ContractsDiff } from './diff-contracts'

/** `responses/200/content/application/json/schema/properties/cars/items · enum` → `200 answer cars[] · enum`. */
export function shortWhere(where: string): string {
  const [path = '', property] = where.split(' · ')
  const parts =
    /^requestBody\/content\/.+?\/schema(?<rest>.*)$/.exec(path)?.groups ??
    /^responses\/(?<status>\w+)\/content\/.+?\/schema(?<rest>.*)$/.exec(path)?.groups ??
    /^responses\/(?<status>\w+)(?<rest>.*)$/.exec(path)?.groups
  const head = parts ? (parts.status ? `${parts.status} answer` : 'request body') : path
  const field = (parts?.rest ?? '')
    .replace(/\/\$ref/g, '')
    .replace(/\/properties\//g, '.')
    .replace(/\/items/g, '[]')
    .replace(/^\./, '')
  const text = [head, field].filter(Boolean).join(' ')
  return property ? (text ? `${text} · ${property}` : property) : text
}

/** Which side a breaking change breaks: the requests apps already installed send, or what they read. */
export function sideOf(change: ContractChange): string {
  if (!change.where || change.where.startsWith(' ·')) return 'the operation'
  if (
    change.where.startsWith('requestBody') ||
    change.where.startsWith('parameters') ||
    change.where.startsWith('security')
  )
    return 'requests'
  if (change.where.startsWith('responses')) return 'answers'
  return 'the operation'
}

const MARK = { major: '✖', minor: '+', patch: '·' } as const

function byOperation(changes: readonly ContractChange[]): Map<string, ContractChange[]> {
  const groups = new Map<string, ContractChange[]>()
  for (const change of changes) {
    const key = `${change.service}  ${change.operation}${change.operationId ? `  ${change.operationId}` : ''}`
    groups.set(key, [...(groups.get(key) ?? []), change])
  }
  return groups
}

function section(title: string, changes: readonly ContractChange[], withSide: boolean): string[] {
  if (!changes.length) return []
  const lines = [`${title} (${changes.length})`]
  for (const [operation, list] of byOperation(changes)) {
    lines.push(`  ${operation}`)
    for (const change of list) {
      const where = shortWhere(change.where)
      const side = withSide ? ` [${sideOf(change)}]` : ''
      const rule = change.rule ? ` (${change.rule})` : ''
      lines.push(`    ${MARK[change.impact]} ${where ? `${where}: ` : ''}${change.message}${rule}${side}`)
    }
  }
  return [...lines, '']
}

/** Changes of words only: what the server and the app do stays the same. */
const WORDING = /^(description|summary|title|example|examples|x-)/
const isWording = (change: ContractChange) => change.impact === 'patch' && WORDING.test(change.property ?? '')

export function diffReport(diff: ContractsDiff, from: string): string {
  const breaking = diff.changes.filter((c) => c.impact === 'major')
  const compatible = diff.changes.filter((c) => c.impact !== 'major' && !isWording(c))
  const wording = diff.changes.filter(isWording)
  const head = diff.changedFiles.length
    ? `Contracts changed since ${from}: ${diff.changedFiles.map((f) => `${f}.yaml`).join(', ')}`
    : `No contract changed since ${from}.`
  const lines = [head, '']
  lines.push(...section('Breaks a server or the app', breaking, true))
  lines.push(...section('Compatible', compatible, false))
  if (wording.length) {
    const operations = new Set(wording.map((c) => `${c.service} ${c.operation}`)).size
    lines.push(
      `Wording only (descriptions, summaries, examples, x- marks): ${wording.length} in ${operations} operations`,
      '',
    )
  }
  if (diff.changedFiles.length) {
    const operations = new Set(breaking.map((c) => `${c.service} ${c.operation}`)).size
    lines.push(
      breaking.length
        ? `${breaking.length} breaking ${breaking.length === 1 ? 'change' : 'changes'} in ${operations} ${operations === 1 ? 'operation' : 'operations'}.`
        : 'Nothing breaks a server or the app.',
    )
  }
  return lines.join('\n').trimEnd()
}
