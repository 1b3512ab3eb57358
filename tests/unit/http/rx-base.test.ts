import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { rxTokenSource } from '@/shared/session/rx-token'
import { tokenStore } from '@/shared/storage/token-store'
import { SERVICES, baseOf } from '../../../contracts/read-contracts'
import { callWithExample } from '../../support/client'
import { contractExamples } from '../../support/contract-examples'

/**
 * The external e-prescription service is another company's server: every rx call goes to its
 * base (VITE_RX_BASE_URL) and nowhere else, and the hospital's token never goes with it: it gets
 * its own short-lived token (rxBearerAuth), issued by the hospital API. Every operation of every
 * contract is called with its example, signed in, and the requests that left are looked at.
 */

interface SeenRequest {
  method: string
  url: string
  authorization: string | null
}

const seen: SeenRequest[] = []
function record(request: Request): string | null {
  const authorization = request.headers.get('Authorization')
  seen.push({ method: request.method.toLowerCase(), url: request.url.split('?')[0]!, authorization })
  return authorization
}
const RX_TOKEN_URL = resolveUrl(getApiConfig().mainBaseUrl, '/api/prescription/rx-token')
const RX_TOKEN = 'rx-token-for-10234567'
const server = setupServer(
  // The hospital issues the e-prescription token (not counted: it is the rx call's own step).
  http.post(resolveUrl(getApiConfig().mainBaseUrl, '/api/prescription/rx-token'), ({ request }) =>
    record(request) === 'Bearer token-U1001'
      ? HttpResponse.json({ rxToken: RX_TOKEN, expiresAt: '2099-01-01T00:00:00+09:00', patientNo: '10234567' })
      : HttpResponse.json(
          { status: 401, reason: '로그인이 필요합니다.', timestamp: '2026-11-23T09:00:00+09:00' },
          { status: 401 },
        ),
  ),
  http.all('*', ({ request }) => {
    record(request)
    // The answer does not matter here, only the request does.
    return HttpResponse.json(
      { status: 503, reason: '점검 중입니다.', timestamp: '2026-11-23T09:00:00+09:00' },
      { status: 503 },
    )
  }),
)
beforeAll(() => server.listen())
beforeEach(() => {
  seen.length = 0
  tokenStore.setAccessToken('token-U1001')
  rxTokenSource.forget()
})
afterEach(() => tokenStore.clear())
afterAll(() => server.close())

/** The URL a call of `path` (with its example path values) must go to on `base`. */
function expectedUrl(base: 'main' | 'rx', path: string, pathArgs: unknown[]): string {
  let i = 0
  const filled = path.replace(/\{\w+\}/g, () => encodeURIComponent(String(pathArgs[i++])))
  const config = getApiConfig()
  return resolveUrl(base === 'rx' ? config.rxBaseUrl : config.mainBaseUrl, filled)
}

const examples = SERVICES.flatMap((service) => contractExamples(service))
const rxBase = new URL(resolveUrl(getApiConfig().rxBaseUrl, '/')).href

describe('the two bases are told apart', () => {
  it('the rx base is not the hospital base (else the test below proves nothing)', () => {
    expect(rxBase).not.toBe(new URL(resolveUrl(getApiConfig().mainBaseUrl, '/')).href)
  })

  it('the e-prescription contract secures every call with its own token, never the hospital one', () => {
    const rx = examples.filter((e) => e.operation.service === 'rx')
    expect(rx.length).toBeGreaterThan(10)
    expect(rx.filter((e) => e.operation.token !== 'rx').map((e) => e.operation.operationId)).toEqual([])
    const elsewhere = examples.filter((e) => e.operation.service !== 'rx' && e.operation.token === 'rx')
    expect(elsewhere.map((e) => e.operation.operationId)).toEqual([])
  })
})

describe.each(SERVICES)('%s calls', (service) => {
  const cases = examples.filter((e) => e.operation.service === service)
  it.each(cases.map((e) => [e.operation.operationId, e] as const))('%s', async (_, example) => {
    const { operation } = example
    await callWithExample(example).catch(() => undefined)
    // An rx call first asks the hospital for the service's token (with the hospital's token).
    const issuing = seen.filter((r) => r.url === RX_TOKEN_URL)
    const own = operation.operationId === 'issueRxToken' ? seen : seen.filter((r) => r.url !== RX_TOKEN_URL)
    if (operation.token === 'rx') expect(issuing.map((r) => r.authorization)).toEqual(['Bearer token-U1001'])
    expect(own).toHaveLength(1)
    const [request] = own
    expect(request!.method).toBe(operation.method)
    expect(request!.url).toBe(expectedUrl(baseOf(service), operation.path, example.pathArgs))
    if (baseOf(service) === 'rx') expect(request!.url.startsWith(rxBase)).toBe(true)
    else expect(request!.url.startsWith(rxBase)).toBe(false)
    // The hospital's token only where the contract secures a hospital operation; the service's own there.
    // A kiosk's key is never the app's: the app sends nothing there.
    const expected =
      operation.token === 'rx'
        ? `Bearer ${RX_TOKEN}`
        : operation.token && operation.token !== 'kiosk'
          ? 'Bearer token-U1001'
          : null
    expect(request!.authorization).toBe(expected)
  })
})
