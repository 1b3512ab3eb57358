/**
 * The table of operations by access rule in docs/security.md, written from the contracts between
 * its two markers (`npm run generate` rewrites it; tests/unit/contracts/access-docs.test.ts fails
 * when it is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { CALLERS } from '../../contracts/access'
import { accessRule, allOperationAccess } from './read-access'

export const SECURITY_DOC = join(import.meta.dirname, '../../docs/security.md')
export const TABLE_START = '<!-- access-table:start (npm run generate writes this table from the contracts) -->'
export const TABLE_END = '<!-- access-table:end -->'

const cell = (text: string) => text.replaceAll('|', '\\|')

export function accessTable(): string {
  const rows = allOperationAccess()
    .map((access) => ({ access, rule: accessRule(access) }))
    .sort(
      (a, b) =>
        CALLERS.indexOf(a.rule.caller) - CALLERS.indexOf(b.rule.caller) ||
        a.access.operation.operationId.localeCompare(b.access.operation.operationId),
    )
    .map(({ access, rule }) => {
      const { operationId, method, path } = access.operation
      const objects = Object.entries(rule.objects)
        .map(([field, object]) => `${field} (${object.in}): ${object.relation}`)
        .join('; ')
      const limits = rule.limits
        .map((l) => `${l.max}/${l.minutes} min per ${l.per}${l.failuresOnly ? ' (refused only)' : ''}`)
        .join('; ')
      const refusal = Object.keys(rule.objects).length ? `${rule.refusal.status} ${rule.refusal.code}` : ''
      return `| ${operationId} | \`${method.toUpperCase()} ${cell(path)}\` | ${rule.caller} | ${objects} | ${refusal} | ${limits} |`
    })
  return [
    "| operation | call | caller | objects it names: relation | answer when not the caller's | limits |",
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** docs/security.md with the table put in place between its markers, formatted as Prettier keeps it. */
export async function securityDocWithTable(doc: string): Promise<string> {
  const start = doc.indexOf(TABLE_START)
  const end = doc.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`docs/security.md has no ${TABLE_START} … ${TABLE_END}`)
  const text = `${doc.slice(0, start + TABLE_START.length)}\n\n${accessTable()}\n\n${doc.slice(end)}`
  const config = await resolveConfig(SECURITY_DOC)
  return format(text, { ...config, filepath: SECURITY_DOC })
}

export async function writeAccessTable(): Promise<void> {
  writeFileSync(SECURITY_DOC, await securityDocWithTable(readFileSync(SECURITY_DOC, 'utf8')))
}

if (import.meta.main) await writeAccessTable()
