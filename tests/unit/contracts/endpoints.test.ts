import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICES, baseOf, listAllOperations, readContract } from '../../../contracts/read-contracts'
import { findSpecFile } from './spec-files'

interface EndpointRow {
  service: string
  method: string
  path: string
  base: string
}

const endpointsFile = findSpecFile('endpoints.tsv')

function readEndpoints(file: string): EndpointRow[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n')
  expect(header?.split('\t')).toEqual(['service', 'method', 'path', 'base'])
  return lines.map((line) => {
    const [service = '', method = '', path = '', base = ''] = line.split('\t')
    return { service, method, path, base }
  })
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`

const descriptionOf = (service: (typeof SERVICES)[number], path: string, method: string) =>
  (readContract(service).paths[path] as Record<string, { description?: string }> | undefined)?.[method]?.description ??
  ''

describe.skipIf(!endpointsFile)('the contracts hold every call of the spec (../shared/spec/endpoints.tsv)', () => {
  const rows = endpointsFile ? readEndpoints(endpointsFile) : []
  const operations = listAllOperations()
  const byKey = new Map(operations.map((op) => [key(op.method, op.path), op]))

  it('lists all 121 calls', () => {
    expect(rows).toHaveLength(121)
  })

  it.each(rows.map((row) => [key(row.method, row.path), row] as const))(
    '%s is in its service contract, letter for letter, on its base',
    (_, row) => {
      const op = byKey.get(key(row.method, row.path))
      expect(op, `${key(row.method, row.path)} is missing from contracts/${row.service}.yaml`).toBeDefined()
      expect(op?.service).toBe(row.service)
      expect(op?.base).toBe(row.base)
    },
  )

  it('has no call the spec does not list, but the app team proposals to the backend team', () => {
    const listed = new Set(rows.map((row) => key(row.method, row.path)))
    const unlisted = operations.filter((op) => !listed.has(key(op.method, op.path)))
    expect(unlisted.filter((op) => !op.proposal).map((op) => key(op.method, op.path))).toEqual([])
    // A proposal says so in its description, for the backend team reading the contract.
    for (const op of unlisted) expect(descriptionOf(op.service, op.path, op.method)).toContain('제안')
  })
})

if (!endpointsFile) {
  console.warn(
    'SKIPPED: ../shared/spec/endpoints.tsv was not found (set HOSPITAL_SPEC_DIR to check the contracts against it).',
  )
}

describe('every operation', () => {
  const operations = listAllOperations()

  it('has an operationId that is unique across all services', () => {
    const ids = operations.map((op) => op.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('has exactly one tag: its service', () => {
    for (const op of operations) expect(op.tags, op.operationId).toEqual([op.service])
  })

  it('carries the bearer token exactly where the spec marks it, and its own where trust needs one', () => {
    const secured = (service: string) => operations.filter((op) => op.service === service).map((op) => op.secured)
    // Hospital calls carry no header, except the card cancels (the payer's own order only).
    const hospitalSecured = operations
      .filter((op) => op.service === 'hospital' && op.secured)
      .map((op) => op.operationId)
    expect(hospitalSecured.sort()).toEqual(['cancelKcpPayment', 'cancelKocesPayment'])
    // The external rx service never takes the hospital token: every call takes its own.
    expect(operations.filter((op) => op.service === 'rx').every((op) => op.token === 'rx')).toBe(true)
    // "Common (auth)" and the outpatient department call marked (auth).
    expect(secured('common').every(Boolean)).toBe(true)
    expect(operations.find((op) => op.operationId === 'listBookableDepartments')?.secured).toBe(true)
  })

  it('keeps the two bases apart, so their query keys cannot collide', () => {
    for (const op of operations) {
      expect(op.path.startsWith('/mobile/'), `${op.operationId} (${op.base})`).toBe(op.base === 'rx')
    }
  })

  it('belongs to one of the known services', () => {
    expect(new Set(operations.map((op) => op.service))).toEqual(new Set(SERVICES))
    for (const service of SERVICES) expect(baseOf(service)).toBe(service === 'rx' ? 'rx' : 'main')
  })
})
