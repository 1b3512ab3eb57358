import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchUserInfo } from '@/api/generated/account'
import { downloadCheckupReportFile } from '@/api/generated/checkup'
import { fetchTestResultDetail } from '@/api/generated/common'
import { listDepartments } from '@/api/generated/hospital'
import { listFavouritePharmacies } from '@/api/generated/rx'
import { HTTP_TIMEOUT_MS, getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { rxTokenSource } from '@/shared/session/rx-token'
import { tokenStore } from '@/shared/storage/token-store'
import { failure } from '../../support/failure'

const main = (path: string) => resolveUrl(getApiConfig().mainBaseUrl, path)
const rx = (path: string) => resolveUrl(getApiConfig().rxBaseUrl, path)

const USER = {
  userId: 'U1001',
  userName: '이서연',
  patientNo: '10234567',
  birthDate: '1958-03-14',
  cellphoneNumber: '01023456789',
  loginType: 5,
  isMain: 'Y',
  mainUserId: 'U1001',
}

const RX_TOKEN = { rxToken: 'rx-token-000000001', expiresAt: '2099-01-01T00:00:00+09:00', patientNo: '10234567' }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** Answers with `response` and remembers the Authorization header it was asked with. */
function recordAuthorization(method: 'get' | 'post', url: string, body: JsonBodyType) {
  const seen: Array<string | null> = []
  server.use(
    http[method](url, ({ request }) => {
      seen.push(request.headers.get('Authorization'))
      return HttpResponse.json(body)
    }),
  )
  return seen
}

describe('the bearer token', () => {
  it('goes with the operations the contract secures', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAuthorization('get', main('/api/users/me'), USER)
    await expect(fetchUserInfo()).resolves.toEqual(USER)
    expect(seen).toEqual(['Bearer token-U1001'])
  })

  it('never goes with public hospital calls, even when signed in', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAuthorization('get', main('/api/hospital/department'), [])
    await listDepartments()
    expect(seen).toEqual([null])
  })

  it('never goes to the external e-prescription base: that service gets its own token', async () => {
    tokenStore.setAccessToken('token-U1001')
    rxTokenSource.forget()
    const issuedWith = recordAuthorization('post', main('/api/prescription/rx-token'), RX_TOKEN)
    const seen = recordAuthorization('get', rx('/mobile/map/selectPharmListF'), [])
    await listFavouritePharmacies()
    await listFavouritePharmacies()
    // Asked for once, with the hospital's token; the service only ever sees its own.
    expect(issuedWith).toEqual(['Bearer token-U1001'])
    expect(seen).toEqual(['Bearer rx-token-000000001', 'Bearer rx-token-000000001'])
  })

  it('asks for a new e-prescription token once when the service refuses it, then gives up', async () => {
    tokenStore.setAccessToken('token-U1001')
    rxTokenSource.forget()
    let issued = 0
    server.use(
      http.post(main('/api/prescription/rx-token'), () =>
        HttpResponse.json({ ...RX_TOKEN, rxToken: `rx-token-00000000${++issued}` }),
      ),
    )
    const seen: Array<string | null> = []
    server.use(
      http.get(rx('/mobile/map/selectPharmListF'), ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ status: 403, code: 'INVALID_TOKEN', reason: 'expired' }, { status: 403 })
      }),
    )
    expect(await failure(listFavouritePharmacies())).toMatchObject({ kind: 'auth', status: 403 })
    expect(seen).toEqual(['Bearer rx-token-000000001', 'Bearer rx-token-000000002'])
  })

  it('is not asked for without a session', async () => {
    rxTokenSource.forget()
    const issuedWith = recordAuthorization('post', main('/api/prescription/rx-token'), RX_TOKEN)
    const seen = recordAuthorization('get', rx('/mobile/map/selectPharmListF'), [])
    await listFavouritePharmacies()
    expect(issuedWith).toEqual([])
    expect(seen).toEqual([null])
  })

  it('is left out when there is no token', async () => {
    const seen = recordAuthorization('get', main('/api/users/me'), USER)
    await fetchUserInfo()
    expect(seen).toEqual([null])
  })
})

describe('answers', () => {
  it('returns the body of a 200', async () => {
    server.use(http.get(main('/api/users/me'), () => HttpResponse.json(USER)))
    await expect(fetchUserInfo()).resolves.toEqual(USER)
  })

  it.each([401, 403])('turns %i into an auth error for the session callback', async (status) => {
    server.use(
      http.get(main('/api/users/me'), () =>
        HttpResponse.json(
          { status, reason: '로그인 정보가 유효하지 않습니다.', timestamp: '2026-11-23T09:00:00+09:00' },
          { status },
        ),
      ),
    )
    const error = await failure(fetchUserInfo())
    expect(error).toMatchObject({ kind: 'auth', status, reason: '로그인 정보가 유효하지 않습니다.' })
  })

  it("keeps the server's reason for any other status", async () => {
    server.use(
      http.get(main('/api/users/me'), () =>
        HttpResponse.json(
          {
            status: 409,
            code: 'SLOT_TAKEN',
            reason: '이미 예약된 시간입니다.',
            timestamp: '2026-11-23T09:00:00+09:00',
          },
          { status: 409 },
        ),
      ),
    )
    const error = await failure(fetchUserInfo())
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'SLOT_TAKEN', reason: '이미 예약된 시간입니다.' })
  })

  it('treats a 2xx other than 200 as a failure, as the spec says', async () => {
    server.use(http.get(main('/api/users/me'), () => new HttpResponse(null, { status: 204 })))
    const error = await failure(fetchUserInfo())
    expect(error).toMatchObject({ kind: 'http', status: 204, reason: undefined })
  })

  it('reports no response when the network fails', async () => {
    server.use(http.get(main('/api/users/me'), () => HttpResponse.error()))
    const error = await failure(fetchUserInfo())
    expect(error).toMatchObject({ kind: 'no-response', timedOut: false })
  })

  it('reports an exception when a 200 body cannot be read', async () => {
    server.use(
      http.get(
        main('/api/users/me'),
        () => new HttpResponse('{"userId": ', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    const error = await failure(fetchUserInfo())
    expect(error).toMatchObject({ kind: 'exception', status: 200 })
  })

  it('reports a contract breach with the operation and the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(main('/api/users/me'), () => HttpResponse.json({ ...USER, patientNo: 10234567 })))
    const error = await failure(fetchUserInfo())
    expect(error.kind).toBe('contract')
    expect(error.message).toContain('fetchUserInfo (GET /api/users/me)')
    expect(error.message).toMatch(/patientNo: .*string/i)
    expect(console.error).toHaveBeenCalledWith(error.message)
  })
})

describe('the timeout', () => {
  it(`gives up after ${HTTP_TIMEOUT_MS / 1000} seconds and not before`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.get(main('/api/users/me'), async () => {
        await delay('infinite')
        return HttpResponse.json(USER)
      }),
    )
    let settled = false
    const call = fetchUserInfo().finally(() => {
      settled = true
    })
    const outcome = failure(call)
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ kind: 'no-response', timedOut: true })
  })

  it("stops when the caller's signal is aborted, without counting it as a failure to show", async () => {
    server.use(
      http.get(main('/api/users/me'), async () => {
        await delay('infinite')
        return HttpResponse.json(USER)
      }),
    )
    const controller = new AbortController()
    const outcome = failure(fetchUserInfo({ signal: controller.signal }))
    controller.abort()
    expect(await outcome).toMatchObject({ kind: 'cancelled' })
  })
})

describe("the start's early calls (the page asked before the app's script ran)", () => {
  /** One early call for the user, with the token the page sent it with. */
  function planted(answer: Promise<Response>, token = 'token-U1001') {
    ;(globalThis as { window?: unknown }).window = {
      __earlyCalls: { [main('/api/users/me')]: { token, answer, at: performance.now() } },
    }
  }
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('takes the early answer instead of asking again', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAuthorization('get', main('/api/users/me'), USER)
    planted(Promise.resolve(Response.json({ ...USER, userName: '조기응답' })))
    await expect(fetchUserInfo()).resolves.toMatchObject({ userName: '조기응답' })
    expect(seen).toEqual([])
  })

  it('asks anew when the early call got no answer (no signal at the start, back online since)', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAuthorization('get', main('/api/users/me'), USER)
    planted(Promise.reject(new TypeError('Failed to fetch')))
    await expect(fetchUserInfo()).resolves.toEqual(USER)
    expect(seen).toEqual(['Bearer token-U1001'])
  })
})

describe('a path a parameter would bend (a crafted link)', () => {
  /** Records every request that reaches the network, whatever its path. */
  function recordAll() {
    const seen: string[] = []
    server.use(
      http.all('*', ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
        return HttpResponse.json({})
      }),
    )
    return seen
  }

  it('encodes a slash, a question mark and a hash inside a parameter: they stay in their segment', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAll()
    await failure(fetchTestResultDetail('a/users/updatePatient?x#y', '2026-11-01'))
    expect(seen).toEqual(['GET /api/common/test-result/a%2Fusers%2FupdatePatient%3Fx%23y/2026-11-01'])
  })

  it('sends an escape typed into a parameter as text, not as a dot segment', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAll()
    await failure(fetchTestResultDetail('%2e%2e', '2026-11-01'))
    expect(seen).toEqual(['GET /api/common/test-result/%252e%252e/2026-11-01'])
  })

  it.each(['..', '.', ''])('refuses the parameter %j and sends nothing', async (value) => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAll()
    const error = await failure(fetchTestResultDetail(value, '2026-11-01'))
    expect(error).toMatchObject({ kind: 'exception' })
    expect(seen).toEqual([])
  })

  it('refuses a dot segment in a file name of the report download', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen = recordAll()
    const error = await failure(downloadCheckupReportFile('2026-11-01', '..'))
    expect(error).toMatchObject({ kind: 'exception' })
    expect(seen).toEqual([])
  })
})
