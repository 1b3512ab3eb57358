/**
 * The authorization matrix, generated from the contracts (scripts/verify-server/authz): every
 * operation called as its owner, as another patient, as a family member where only the main
 * account may call, signed out, with a kiosk's key and with the other service's token, against
 * the standalone mock API, a fresh world for each operation. Each answer must be what the
 * operation's `x-access` rule says. The same runner is `npm run verify:server -- --authz`, and a
 * hole opened on purpose (SANDBOX_ACCESS_HOLES) is found and named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../../mocks/http-server'
import type { VerifyOptions } from '../../../scripts/verify-server/options'
import { readOptions } from '../../../scripts/verify-server/options'
import { familyMemberToken, FAMILY_MEMBER, type AuthzRoles } from '../../../scripts/verify-server/authz/roles'
import { runAuthz } from '../../../scripts/verify-server/authz/run-authz'
import {
  authzReport,
  authzRoles,
  contractRules,
  sendTo,
  verifyAuthz,
} from '../../../scripts/verify-server/authz/verify-authz'
import { contractSpecs } from '../../../scripts/verify-server/verify-server'
import { asRole } from '../../../scripts/verify-server/authz/cases'
import { baseOf, requestWith } from '../../support/contract-fuzz/example-request'
import type { OperationSpec } from '../../support/contract-fuzz/operation-spec'
import { PRECONDITIONS } from '../../support/example-preconditions'

const specs = contractSpecs()
const byId = new Map(specs.map((spec) => [spec.operation.operationId, spec]))
const rules = contractRules()
const TIMEOUT_MS = 10_000

function optionsFor(server: MockServer, extra: string[] = []): VerifyOptions {
  return readOptions([
    '--base',
    server.url,
    '--rx-base',
    `${server.url}/rx`,
    '--tokens',
    'sandbox',
    '--authz',
    ...extra,
  ])!
}

describe('every operation answers each kind of caller as its access rule says', () => {
  let server: MockServer
  let roles: AuthzRoles
  let send: ReturnType<typeof sendTo>

  beforeAll(async () => {
    server = await startMockServer(0)
    send = sendTo([server.url, `${server.url}/rx`], TIMEOUT_MS)
    roles = await authzRoles(optionsFor(server), send)
  })
  afterAll(() => server.close())

  /**
   * A fresh seeded world, the steps the example is the second of (as its owner: the order before
   * its cancel), and a family member's switched token in it.
   */
  async function freshWorld(spec: OperationSpec): Promise<AuthzRoles> {
    await send('main', '/__demo/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    for (const step of PRECONDITIONS[spec.operation.operationId] ?? []) {
      if ('control' in step) {
        await send('main', step.control, { method: 'POST' })
        continue
      }
      const before = asRole(byId.get(step.operationId)!, roles, spec.operation.persona)!
      const request = requestWith(before, step.body ? { body: JSON.stringify(step.body(before.body?.example)) } : {})
      const answer = await send(before.operation.base, request.path.slice(baseOf(before).length), request)
      expect(answer, `${spec.operation.operationId}: ${step.operationId} first`).toMatchObject({ status: 200 })
    }
    const member = await familyMemberToken(send, roles.tokens.family)
    return { ...roles, tokens: { ...roles.tokens, [FAMILY_MEMBER]: { bearer: member, main: member } } }
  }

  it('knows who each role is, and has a family member to try the main-only calls with', () => {
    expect(roles.identities.outpatient).toMatchObject({ userId: 'U1001', patientNo: '10234567' })
    expect(roles.identities.checkup?.patientNo).toBe('10456789')
    expect(roles.tokens[FAMILY_MEMBER]?.bearer).toBeTruthy()
  })

  it.each(specs.map((spec) => [spec.operation.operationId, spec] as const))('%s', async (_, spec) => {
    const results = await runAuthz([spec], rules, roles, {
      bases: { main: server.url, rx: `${server.url}/rx` },
      timeoutMs: TIMEOUT_MS,
      strictOwner: true,
      beforeOperation: freshWorld,
    })
    expect(results.length).toBeGreaterThan(0)
    expect(results.filter((result) => !result.ok)).toEqual([])
  })
})

describe('npm run verify:server -- --authz', () => {
  it('passes against the mock API', async () => {
    const server = await startMockServer(0)
    try {
      const run = await verifyAuthz(optionsFor(server, ['--only', 'outpatient,inpatient']))
      expect(run.results.length).toBeGreaterThan(50)
      expect(run.results.filter((result) => !result.ok)).toEqual([])
      expect(authzReport(run)).toMatch(/Authorization matrix: (\d+) of \1 operations hold/)
    } finally {
      await server.close()
    }
  })

  it('fails against a mock API started with a hole re-opened, and names the operation', async () => {
    const server = await startMockServer(0, { accessHoles: ['listPayableBills', 'fetchPatientSummary'] })
    try {
      const run = await verifyAuthz(
        optionsFor(server, ['--only', 'listPayableBills,fetchPatientSummary,fetchTimeline']),
      )
      const failing = new Set(run.results.filter((result) => !result.ok).map((result) => result.operationId))
      expect([...failing].sort()).toEqual(['fetchPatientSummary', 'listPayableBills'])
      const report = authzReport(run)
      expect(report).toMatch(/failing: .*listPayableBills/)
      expect(report).toMatch(/failing: .*fetchPatientSummary/)
      expect(report).toContain('✘ fetchPatientSummary: the patient number with a wrong birth date')
      expect(report).toContain('1 of 3 operations hold')
    } finally {
      await server.close()
    }
  })
})
