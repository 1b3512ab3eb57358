/**
 * Writes every operation's access rule (`x-access`, after the lint accepts it) as one table the
 * sandbox enforces before any handler runs: src/api/generated/access-rules.ts. Part of
 * `npm run generate`; `scripts/check-generated.ts` fails when it is stale. Run as a script, or
 * imported by the check.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { accessProblems } from './lint-access'
import { accessRule, allOperationAccess } from './read-access'

export const ACCESS_RULES_FILE = join(import.meta.dirname, '../../src/api/generated/access-rules.ts')

export function accessRulesSource(): string {
  const entries = allOperationAccess().map((access) => {
    const problems = accessProblems(access)
    if (problems.length) throw new Error(`${access.operation.operationId}: ${problems.join('; ')}`)
    return [access.operation.operationId, accessRule(access)] as const
  })
  const table = Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
  return [
    '/**',
    " * Generated from the contracts' `x-access` rules by scripts/access/write-access-rules.ts.",
    ' * Do not edit manually: change the contract and run `npm run generate`.',
    ' */',
    "import type { AccessRule } from '../../../contracts/access'",
    '',
    `export const ACCESS_RULES: Record<string, AccessRule> = ${JSON.stringify(table, null, 2)}`,
    '',
  ].join('\n')
}

export function writeAccessRules(): void {
  writeFileSync(ACCESS_RULES_FILE, accessRulesSource())
}

if (import.meta.main) writeAccessRules()
