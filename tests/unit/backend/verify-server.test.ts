/**
 * `npm run verify:server` as a backend developer runs it, against the standalone mock API started
 * here (port 4610): the real command, its exit code, its table and its reports. The mock API
 * answers as the contracts say, so the verifier passes; with faults that break the contracts
 * (injected through the control API, as anyone can) it names each one by operation and field
 * and fails.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startMockServer, type MockServer } from '../../../mocks/http-server'
import { resetSandbox } from '../../../mocks/node'
import { sandbox, saveWorld } from '../../../mocks/runtime/sandbox'
import { isSafe, planRun } from '../../../scripts/verify-server/plan'
import { send } from '../../../scripts/verify-server/send'
import { contractSpecs } from '../../../scripts/verify-server/verify-server'

const PORT = 4610
const root = join(import.meta.dirname, '../../..')
const specs = contractSpecs()
let server: MockServer
let work: string

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  server = await startMockServer(PORT)
  work = mkdtempSync(join(tmpdir(), 'verify-server-'))
  // The tokens file a developer writes: one token per persona role, here the mock API's own.
  // Per role and scheme: the hospital token, the e-prescription token, and (any role) the kiosk's key.
  const personas = (await (await fetch(`${server.url}/__demo/personas`)).json()) as Array<{
    id: string
    token: string
    rxToken?: string
  }>
  const tokens = personas.map((p) => [
    p.id,
    {
      bearerAuth: p.token,
      mainBearerAuth: p.token,
      ...(p.rxToken ? { rxBearerAuth: p.rxToken } : {}),
      kioskAuth: 'sandbox-kiosk-key',
    },
  ])
  writeFileSync(join(work, 'tokens.json'), JSON.stringify(Object.fromEntries(tokens)))
})
afterAll(() => server.close())
beforeEach(async () => {
  await resetSandbox()
  sandbox.faults.clear()
})

interface Outcome {
  code: number
  stdout: string
  stderr: string
  junit: string
  html: string
}

/** Runs the command (asynchronously: the mock API answers from this process meanwhile). */
async function verify(out: string, ...args: string[]): Promise<Outcome> {
  const dir = join(work, out)
  const command = ['--import', 'tsx', 'scripts/verify-server/cli.ts', '--out', dir, ...args]
  const run = promisify(execFile)(process.execPath, command, { cwd: root, maxBuffer: 50_000_000 }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
  const { code, stdout, stderr } = await run
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8')
    } catch {
      return ''
    }
  }
  return { code, stdout, stderr, junit: read('junit.xml'), html: read('report.html') }
}

const bases = () => ['--base', server.url, '--rx-base', `${server.url}/rx`, '--tokens', join(work, 'tokens.json')]
const testCases = (junit: string) => [...junit.matchAll(/<testcase classname="[^"]*" name="(\w+) /g)].map((m) => m[1])
/** The operations in the order the progress lines report them. */
const progress = (stdout: string) => [...stdout.matchAll(/^\[ *\d+\/\d+\] \w+\/(\w+):/gm)].map((m) => m[1])
/** The table's line of one operation and the lines under it, up to the next operation. */
const tableRows = (stdout: string, operationId: string) => {
  const table = stdout.slice(stdout.indexOf('\noperation '))
  const start = table.indexOf(`/${operationId} `)
  const next = table.slice(start + 1).search(/\n\w+\/\w+ /)
  return table.slice(start, next < 0 ? undefined : start + 1 + next)
}

describe('npm run verify:server against the mock API', () => {
  it('passes with every call, the writes in an order that makes sense: book then cancel, the account ended last', async () => {
    const planned = planRun(specs, { writes: true, only: [], skip: [] }).run.map((s) => s.operation.operationId)
    const { code, stdout, junit } = await verify('writes', ...bases(), '--writes')
    expect(code, stdout).toBe(0)
    expect(stdout).toMatch(
      new RegExp(`${planned.length} operations, [\\d,]+ requests in [\\d.]+ s: [\\d,]+ held, 0 failed`),
    )
    expect(junit).toMatch(new RegExp(`<testsuites tests="${planned.length}" failures="0"`))
    expect(new Set(testCases(junit))).toEqual(new Set(planned))
    const sent = progress(stdout)
    expect(sent).toEqual(planned)
    expect(sent.indexOf('cancelAppointment')).toBe(sent.indexOf('createAppointment') + 1)
    expect(sent.at(-1)).toBe('deleteUser')
    // The cancel took back the booking this run made, not the contract example's appointment.
    const booked = sandbox.db.clinicVisits.findFirst((q) =>
      q.where({ requestKey: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f' }),
    )
    expect(booked?.status).toBe('CANCELLED')
    expect(sandbox.db.clinicVisits.findFirst((q) => q.where({ appointmentId: 'A202611260001' }))?.status).not.toBe(
      'CANCELLED',
    )
  }, 120_000)

  it('is read-only by default: only the calls that change nothing are sent, and the world is as it was', async () => {
    const before = JSON.stringify(saveWorld().collections)
    const { code, stdout, junit } = await verify('read-only', ...bases(), '--only', 'account,hospital,rx')
    expect(code, stdout).toBe(0)
    const chosen = specs.filter((s) => ['account', 'hospital', 'rx'].includes(s.operation.service))
    expect(new Set(testCases(junit))).toEqual(new Set(chosen.filter(isSafe).map((s) => s.operation.operationId)))
    expect(stdout).toContain(`${chosen.filter((s) => !isSafe(s)).length} calls that change data were not sent`)
    expect(JSON.stringify(saveWorld().collections)).toBe(before)
  }, 60_000)

  it('reports each fault that breaks the contract by operation and field, and fails', async () => {
    const faults = {
      fetchHospitalInfo: { bodyFields: { 'phones.main': 42 } },
      listDepartments: { status: 418 },
      listTelephones: { status: 500 },
      fetchCarInfo: { cors: false },
    }
    for (const [operationId, fault] of Object.entries(faults)) {
      const answer = await fetch(`${server.url}/__demo/faults/${operationId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      })
      expect(answer.status).toBe(200)
    }
    const only = [...Object.keys(faults), 'fetchNoticeDetail'].join(',')
    const { code, stdout, junit, html } = await verify('broken', ...bases(), '--only', only)
    expect(code, stdout).toBe(1)
    expect(tableRows(stdout, 'fetchHospitalInfo')).toContain('phones.main: must be string, got 42')
    expect(tableRows(stdout, 'listDepartments')).toContain(
      '418 is not a status the contract lists (200, 400, 401, 403, 500)',
    )
    expect(tableRows(stdout, 'listTelephones')).toContain('500: a server error')
    expect(tableRows(stdout, 'fetchCarInfo')).toContain('CORS: no Access-Control-Allow-Origin')
    expect(tableRows(stdout, 'fetchCarInfo')).toContain(
      'CORS: Access-Control-Allow-Headers does not allow authorization',
    )
    // An operation the faults leave alone still holds.
    expect(tableRows(stdout, 'fetchNoticeDetail')).toMatch(/fetchNoticeDetail +(\d+) +\1\s*$/)
    expect(junit).toMatch(/<testsuites tests="5" failures="4"/)
    expect(junit).toContain('phones.main: must be string, got 42')
    expect(html).toContain('phones.main: must be string, got 42')
  }, 60_000)

  // The limit itself: a call that takes longer than the app waits is a failure, said as such. Here
  // with a limit of 0.2 s against a 2 s delay (the command passes the app's own 10 s,
  // LIMITS.httpTimeoutMs in verify-server.ts), so the test waits for no real 10 s.
  it('gives up on a call that does not answer within the limit, as the app does', async () => {
    const fault = await fetch(`${server.url}/__demo/faults/listMainNotices`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 2_000 }),
    })
    expect(fault.status).toBe(200)
    const request = { method: 'GET', path: '/api/hospital/notice/main', headers: {} }
    const slow = await send(`${server.url}${request.path}`, request, 200)
    expect(slow).toMatchObject({ failure: 'no answer within 0.2 s (the app gives up)' })
    await fetch(`${server.url}/__demo/faults/listMainNotices`, { method: 'DELETE' })
    const answered = await send(`${server.url}${request.path}`, request, 2_000)
    expect(answered).toMatchObject({ status: 200 })
  })

  it('says so at once when the server does not answer at all', async () => {
    const { code, stderr } = await verify('unreachable', '--base', 'http://localhost:4639', '--only', 'listDepartments')
    expect(code).toBe(2)
    expect(stderr).toContain('The server does not answer: http://localhost:4639: no answer: ECONNREFUSED')
  }, 30_000)
})
