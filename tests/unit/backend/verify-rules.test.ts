/**
 * The server verifier's rules, each on its own: which calls a read-only run sends and in what
 * order writes go (from the contracts' methods and x-verify-* marks), which token a call carries,
 * what a cancel takes from the booking before it, what CORS must allow, and how a body's
 * problems name their field.
 */
import { describe, expect, it } from 'vitest'
import { answerProblems } from '../../../scripts/verify-server/answer-check'
import { schemaProblems } from '../../../scripts/verify-server/body-schema'
import { needsPreflight, preflightOf, preflightProblems } from '../../../scripts/verify-server/cors'
import { isSafe, planRun, unknownNames } from '../../../scripts/verify-server/plan'
import { tokenFor } from '../../../scripts/verify-server/tokens'
import { withValues } from '../../../scripts/verify-server/verify-operation'
import { contractSpecs } from '../../../scripts/verify-server/verify-server'
import { requestWith } from '../../support/contract-fuzz/example-request'

const specs = contractSpecs()
const spec = (operationId: string) => specs.find((s) => s.operation.operationId === operationId)!
const ids = (list: typeof specs) => list.map((s) => s.operation.operationId)

describe('which calls, in what order', () => {
  it('read-only: the GETs and the POSTs the contracts mark as look-ups, none of the rest', () => {
    const { run, writesLeftOut } = planRun(specs, { writes: false, only: [], skip: [] })
    expect(run.length + writesLeftOut.length).toBe(specs.length)
    for (const s of run) {
      const marked = s.verify.safe === true || s.operation.isQuery
      expect(s.operation.method === 'get' || marked, s.operation.operationId).toBe(true)
      expect(s.verify.safe, s.operation.operationId).not.toBe(false)
    }
    expect(ids(run)).toEqual(expect.arrayContaining(['fetchPharmacyByCode', 'findPatientNo', 'listBookableDoctors']))
    expect(ids(writesLeftOut)).toEqual(
      expect.arrayContaining(['updatePatientPhone', 'refreshMainToken', 'createAppointment']),
    )
  })

  it('with writes: after the reads, each undo right after what it undoes, the account ended last', () => {
    const { run } = planRun(specs, { writes: true, only: [], skip: [] })
    const order = ids(run)
    expect(run.findIndex((s) => !isSafe(s))).toBe(run.filter(isSafe).length)
    const undos = specs.filter((s) => s.verify.undoes)
    expect(undos.length).toBeGreaterThan(0)
    for (const undo of undos) {
      expect(order.indexOf(undo.operation.operationId), undo.operation.operationId).toBe(
        order.indexOf(undo.verify.undoes!) + 1,
      )
    }
    const last = specs.filter((s) => s.verify.last).map((s) => s.operation.operationId)
    expect(order.slice(-last.length)).toEqual(last)
  })

  it('--only and --skip take services and operationIds; unknown names are reported', () => {
    const { run } = planRun(specs, { writes: true, only: ['rx', 'fetchUserInfo'], skip: ['listRxPayments'] })
    expect(new Set(run.map((s) => s.operation.service))).toEqual(new Set(['rx', 'account']))
    expect(ids(run)).toContain('fetchUserInfo')
    expect(ids(run)).not.toContain('listRxPayments')
    expect(unknownNames(specs, ['rx', 'fetchUserInfo', 'nope'])).toEqual(['nope'])
  })

  it('the x-verify marks name operations that exist, with the right kind of value', () => {
    const operationIds = new Set(ids(specs))
    for (const s of specs) {
      if (s.verify.undoes) expect(operationIds.has(s.verify.undoes), s.operation.operationId).toBe(true)
      if (s.verify.undoes) expect(isSafe(s), `${s.operation.operationId} undoes a write`).toBe(false)
    }
  })
})

describe('tokens', () => {
  const sources = {
    token: 'main-token',
    rxToken: 'rx-token',
    tokens: { inpatient: 'inpatient-token', family: { mainBearerAuth: 'family-main' } },
  }
  it('per persona role, per role and scheme, else the base token', () => {
    expect(tokenFor(sources, { persona: 'inpatient', base: 'main', scheme: 'bearerAuth' })).toBe('inpatient-token')
    expect(tokenFor(sources, { persona: 'family', base: 'main', scheme: 'mainBearerAuth' })).toBe('family-main')
    expect(tokenFor(sources, { persona: 'family', base: 'main', scheme: 'bearerAuth' })).toBe('main-token')
    expect(tokenFor(sources, { persona: 'outpatient', base: 'rx', scheme: 'rxBearerAuth' })).toBe('rx-token')
    expect(tokenFor({ ...sources, token: undefined }, { persona: 'checkup', base: 'main', scheme: 'x' })).toBe(
      undefined,
    )
  })
})

describe('a cancel takes what the booking returned', () => {
  it('values of the same name and type replace the examples', () => {
    const cancel = withValues(spec('cancelAppointment'), { appointmentId: 'A202612010007', status: 'BOOKED' })
    expect(cancel.body?.example).toEqual({ appointmentId: 'A202612010007' })
    const removal = withValues(spec('deleteCheckupAppointment'), { receptionDate: '2026-12-21', receptionId: 9 })
    expect(requestWith(removal, {}).path).toBe('/api/checkup/appointment/2026-12-21')
    const notString = withValues(spec('cancelAppointment'), { appointmentId: 7 })
    expect(notString.body?.example).toEqual(spec('cancelAppointment').body?.example)
  })
})

describe('CORS as the WebView meets it', () => {
  const origin = 'https://app.example'
  const secured = requestWith(spec('fetchCarInfo'), {})
  const allowing = new Headers({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, PUT',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  })

  it('a preflight for a token or a JSON body; none for a public GET', () => {
    expect(needsPreflight(secured)).toBe(true)
    expect(preflightOf(secured, origin).headers).toEqual({
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    })
    expect(needsPreflight(requestWith(spec('listDepartments'), {}))).toBe(false)
    expect(needsPreflight(requestWith(spec('fetchPharmacyByCode'), {}))).toBe(true)
  })

  it('what a preflight answer must allow', () => {
    expect(preflightProblems(secured, 204, allowing, origin)).toEqual([])
    const star = new Headers({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' })
    expect(preflightProblems(secured, 204, star, origin)).toEqual([
      'Access-Control-Allow-Headers does not allow authorization',
    ])
    const put = requestWith(spec('updateCarInfo'), {})
    const other = new Headers({ 'Access-Control-Allow-Origin': 'https://other.example' })
    expect(preflightProblems(put, 403, other, origin)).toEqual([
      'the preflight answered 403, not 2xx',
      'Access-Control-Allow-Origin is https://other.example, not https://app.example',
      'Access-Control-Allow-Methods does not allow PUT',
      'Access-Control-Allow-Headers does not allow authorization, content-type',
    ])
  })
})

describe('body problems name their field', () => {
  const schema = spec('fetchCarInfo').answers.get(200)!.schema!
  it('by its path, with what was there', () => {
    const body = {
      cars: [{ colNum: 1, carNumber: 42, registeredAt: 'yesterday' }, { colNum: 2 }],
      parkingCategory: 'NOT_LISTED',
      freeParkingHours: 8,
    }
    expect(schemaProblems(schema, body)).toEqual(
      expect.arrayContaining([
        { field: 'cars[0].carNumber', message: 'must be string, got 42' },
        { field: 'cars[0].registeredAt', message: expect.stringContaining('got "yesterday"') as string },
        { field: 'cars[1].carNumber', message: 'is missing (required)' },
        {
          field: 'parkingCategory',
          message: expect.stringMatching(/^must be equal to one of the allowed values \(/) as string,
        },
      ]),
    )
    expect(schemaProblems(schema, { cars: [], parkingCategory: 'OUTPATIENT', freeParkingHours: 8 })).toEqual([])
  })
})

describe('answers', () => {
  const origin = 'http://localhost:5173'
  const answer = (status: number, body: object, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers({ 'Access-Control-Allow-Origin': origin, 'Content-Type': 'application/json', ...headers }),
    body: new TextEncoder().encode(JSON.stringify(body)),
    ms: 5,
  })
  const refusal = (status: number, code: string) =>
    answer(status, { status, code, reason: '다시 시도해 주세요.', timestamp: '2026-11-23T09:00:00+09:00' })
  const example = {
    name: 'the contract example',
    request: requestWith(spec('fetchCarInfo'), {}),
    expect: 'valid' as const,
  }

  it('a refused token on a request that carried one says so (the call proved nothing)', () => {
    expect(answerProblems(spec('fetchCarInfo'), example, refusal(403, 'INVALID_TOKEN'), origin)).toEqual([
      { message: '403 INVALID_TOKEN to a request with the token: check the token given for this call' },
    ])
    const forged = { ...example, name: 'a forged token', expect: 403 as const }
    expect(answerProblems(spec('fetchCarInfo'), forged, refusal(403, 'INVALID_TOKEN'), origin)).toEqual([])
  })

  it('an error body with a code the operation does not list for its status', () => {
    expect(answerProblems(spec('fetchCarInfo'), example, refusal(404, 'SLOT_TAKEN'), origin)).toEqual([
      { message: '404 is not a status the contract lists (200, 400, 401, 403, 500)' },
    ])
    expect(answerProblems(spec('fetchCarInfo'), example, refusal(400, 'SLOT_TAKEN'), origin)).toEqual([
      { field: 'code', message: '"SLOT_TAKEN", not one listed for 400 (INVALID_REQUEST, PATIENT_NO_REQUIRED)' },
    ])
  })
})
