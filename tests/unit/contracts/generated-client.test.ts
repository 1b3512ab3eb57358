import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICES, listOperations } from '../../../contracts/read-contracts'

/** The body of the generated request function of an operation. */
function generatedFunction(source: string, operationId: string): string | undefined {
  const start = source.indexOf(`export const ${operationId} = async (`)
  if (start < 0) return undefined
  const end = source.indexOf('export const ', start + 1)
  return source.slice(start, end < 0 ? undefined : end)
}

describe.each(SERVICES)('the generated %s client', (service) => {
  const source = readFileSync(new URL(`../../../src/api/generated/${service}/${service}.ts`, import.meta.url), 'utf8')
  const mutator = service === 'rx' ? 'rxFetch' : 'mainFetch'

  it.each(listOperations(service).map((op) => [op.operationId, op] as const))(
    '%s goes through the base mutator with its operationId and the contract security',
    (operationId, op) => {
      const fn = generatedFunction(source, operationId)
      expect(fn, `${operationId} is generated`).toBeDefined()
      expect(fn).toMatch(new RegExp(`return ${mutator}<`))
      expect(fn).toMatch(new RegExp(`operationId: ['"]${operationId}['"]`))
      expect(/security: ['"]bearer['"]/.test(fn ?? '')).toBe(op.secured)
    },
  )
})
