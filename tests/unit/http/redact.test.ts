/**
 * Error messages and console lines carry no patient number, phone number, user id or push token
 * (Android sends the WebView's console to logcat). Checked against the contracts themselves: every
 * operation with a personal parameter, built from its example values as the app would call it.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { deletePushToken, fetchPatientSummary, updatePatientPhone } from '@/api/generated/account'
import { ApiError, getApiConfig, redact, redactError } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { PERSONAL_PARAMETERS, PERSONAL_PATHS } from '@/api/http/redact'
import { SERVICES } from '../../../contracts/read-contracts'
import { contractExamples } from '../../support/contract-examples'
import { failure } from '../../support/failure'

const personal = (name: string) => (PERSONAL_PARAMETERS as readonly string[]).includes(name)

/** Every operation of the contracts with its example path (and query) filled in. */
const examples = SERVICES.flatMap((service) => contractExamples(service)).map((example) => {
  const names = [...example.operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  let index = 0
  const path = example.operation.path.replace(/\{\w+\}/g, () => String(example.pathArgs[index++]))
  const query = new URLSearchParams(
    Object.entries(example.query ?? {}).map(([name, value]) => [name, String(value)] as [string, string]),
  ).toString()
  const values = [
    ...names.flatMap((name, i) => (personal(name) ? [String(example.pathArgs[i])] : [])),
    ...Object.entries(example.query ?? {}).flatMap(([name, value]) => (personal(name) ? [String(value)] : [])),
  ]
  return { example, names, url: query ? `${path}?${query}` : path, values }
})

describe('the personal parameters of the contracts', () => {
  it('are the ones redaction knows, path by path', () => {
    const withPersonalPath = examples
      .filter(({ names }) => names.some(personal))
      .map(({ example }) => example.operation.path)
      .sort()
    expect(withPersonalPath).toEqual([...PERSONAL_PATHS].sort())
  })

  it.each(examples.filter(({ values }) => values.length > 0).map((e) => [e.example.operation.operationId, e] as const))(
    '%s: its example values leave no trace in the error message',
    (operationId, { url, values }) => {
      const base = 'https://mapi.hanbit-hospital.kr'
      const error = new ApiError({ kind: 'http', operation: `${operationId} (GET ${base}${url})`, status: 500 })
      for (const value of values) {
        expect(error.message).not.toContain(value)
        expect(error.operation).not.toContain(value)
      }
      expect(error.message).toContain(operationId)
    },
  )
})

describe('redact', () => {
  it('names what it took out of a path, and keeps dates and codes', () => {
    expect(redact('updatePatientPhone (GET /users/updatePatient/10234567/01098765432): HTTP 500')).toBe(
      'updatePatientPhone (GET /users/updatePatient/{patientNo}/{cellphoneNumber}): HTTP 500',
    )
    expect(redact('GET /api/checkup/status/20261101/20261123/SYN')).toBe(
      'GET /api/checkup/status/{patientNo}/20261123/SYN',
    )
    expect(redact('DELETE https://mapi.hanbit-hospital.kr/api/users/push/fcm-U1001-android-00')).toBe(
      'DELETE https://mapi.hanbit-hospital.kr/api/users/push/{fcmToken}',
    )
    expect(redact('GET /api/outpatient/medicine/20261101/20261123')).toBe(
      'GET /api/outpatient/medicine/20261101/20261123',
    )
    expect(redact('GET /api/common/test-result/R202611230001/20261123')).toBe(
      'GET /api/common/test-result/R202611230001/20261123',
    )
  })

  it('takes personal and credential query values out', () => {
    expect(redact('/api/outpatient/payList/2026-11-23?patientNo=10567892&x=1')).toBe(
      '/api/outpatient/payList/2026-11-23?patientNo={redacted}&x=1',
    )
    expect(redact('/x?access_token=abc.def&fcmToken=zzz')).toBe('/x?access_token={redacted}&fcmToken={redacted}')
  })

  it('finds the values by their form in any other text', () => {
    expect(redact('user U1001 with 010-2345-6789 and 01023456789, patient 10234567')).toBe(
      'user {userId} with {cellphoneNumber} and {cellphoneNumber}, patient {patientNo}',
    )
    expect(redact('Authorization: Bearer sandbox-token-U1001, next')).toBe('Authorization: Bearer {token}, next')
  })

  it('redacts an error for the console, stack included', () => {
    const error = new Error('failed for /users/patient/10234567')
    const text = redactError(error)
    expect(text).toContain('/users/patient/{patientNo}')
    expect(text).not.toContain('10234567')
    expect(redactError('U1002 signed out')).toBe('{userId} signed out')
  })
})

describe('a failed call', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  const main = (path: string) => resolveUrl(getApiConfig().mainBaseUrl, path)

  it('says which call failed without the patient number, phone number or push token', async () => {
    server.use(
      http.get(main('/users/updatePatient/:patientNo/:phone'), () =>
        HttpResponse.json({ code: 'X', reason: '변경하지 못했습니다.' }, { status: 500 }),
      ),
      http.get(main('/users/patient/:patientNo'), () => HttpResponse.error()),
      http.delete(main('/api/users/push/:token'), () => HttpResponse.json({ code: 'X', reason: '' }, { status: 409 })),
    )
    const phone = await failure(updatePatientPhone('10234567', '01098765432'))
    expect(phone.message).toBe(
      'updatePatientPhone (GET /users/updatePatient/{patientNo}/{cellphoneNumber}): HTTP 500 - 변경하지 못했습니다.',
    )
    const summary = await failure(fetchPatientSummary('10234567', { 'X-Patient-Birth-Date': '19580314' }))
    expect(summary.kind).toBe('no-response')
    expect(summary.message).not.toContain('10234567')
    expect(`${summary.message} ${summary.operation}`).not.toContain('19580314')
    const push = await failure(deletePushToken('fcm-U1001-android-00'))
    expect(`${push.message} ${push.operation} ${push.stack}`).not.toMatch(/fcm-U1001|U1001/)
  })
})
