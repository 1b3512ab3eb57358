import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SERVICES, baseOf } from '../../../contracts/read-contracts'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { tokenStore } from '@/shared/storage/token-store'
import { callWithExample } from '../../support/client'
import { contractExamples } from '../../support/contract-examples'

/**
 * The external e-prescription service is another company's server: every rx call goes to its
 * base (VITE_RX_BASE_URL) and nowhere else, and the hospital's token never goes with it unless
 * the contract secures the operation. Every operation of every contract is called with its
 * example, signed in, and the request that left is looked at.
 */

interface SeenRequest {
  method: string
  url: string
  authorization: string | null
}

const seen: SeenRequest[] = []
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push({
      method: request.method.toLowerCase(),
      url: request.url.split('?')[0]!,
      authorization: request.headers.get('Authorization'),
    })
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

  it('the e-prescription contract secures nothing today (the hospital token is never sent there)', () => {
    const rx = examples.filter((e) => e.operation.service === 'rx')
    expect(rx.length).toBeGreaterThan(10)
    expect(rx.filter((e) => e.operation.secured).map((e) => e.operation.operationId)).toEqual([])
  })
})

describe.each(SERVICES)('%s calls', (service) => {
  const cases = examples.filter((e) => e.operation.service === service)
  it.each(cases.map((e) => [e.operation.operationId, e] as const))('%s', async (_, example) => {
    const { operation } = example
    await callWithExample(example).catch(() => undefined)
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request!.method).toBe(operation.method)
    expect(request!.url).toBe(expectedUrl(baseOf(service), operation.path, example.pathArgs))
    if (baseOf(service) === 'rx') expect(request!.url.startsWith(rxBase)).toBe(true)
    else expect(request!.url.startsWith(rxBase)).toBe(false)
    // The hospital's token only where the contract secures the operation.
    expect(request!.authorization).toBe(operation.secured ? 'Bearer token-U1001' : null)
  })
})
