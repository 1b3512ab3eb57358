import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVICES, listOperations } from '../../../contracts/read-contracts'

/** The body of the generated request function of an operation. */
function generatedFunction(source: string, operationId: string): string | undefined {
  const start = source.indexOf(`export const ${operationId} = async (`)
  if (start < 0) return undefined
  const end = source.indexOf('export const ', start + 1)
  return source.slice(start, end < 0 ? undefined : end)
}

const GENERATED = join(import.meta.dirname, '../../../src/api/generated')

/** The service's generated client: one module per operation (orval.config.ts), read together. */
function clientOf(service: string): { source: string; modules: string[] } {
  const dir = join(GENERATED, service)
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'model')
    .map((entry) => join(entry.name, `${entry.name}.ts`))
  return { source: modules.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n'), modules }
}

describe.each(SERVICES)('the generated %s client', (service) => {
  const { source, modules } = clientOf(service)
  const mutator = service === 'rx' ? 'rxFetch' : 'mainFetch'

  it('has one module per operation, all exported from the service barrel', () => {
    expect(modules).toHaveLength(listOperations(service).length)
    const barrel = readFileSync(join(GENERATED, service, 'index.ts'), 'utf8')
    for (const file of modules) expect(barrel).toContain(`./${file}`)
  })

  it.each(listOperations(service).map((op) => [op.operationId, op] as const))(
    '%s goes through the base mutator with its operationId and the contract security',
    (operationId, op) => {
      const fn = generatedFunction(source, operationId)
      expect(fn, `${operationId} is generated`).toBeDefined()
      expect(fn).toMatch(new RegExp(`return ${mutator}<`))
      expect(fn).toMatch(new RegExp(`operationId: ['"]${operationId}['"]`))
      const security = /security: ['"](bearer(?:-main)?)['"]/.exec(fn ?? '')?.[1]
      expect(security).toBe(op.token === 'main' ? 'bearer-main' : op.token === 'current' ? 'bearer' : undefined)
    },
  )
})
