import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchUserInfo } from '@/api/generated/account'
import { listNotices } from '@/api/generated/hospital'
import { answerFor } from '@/api/http'
import { tokenStore } from '@/shared/storage/token-store'
import { failure } from '../support/failure'

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

const worker = setupWorker()
beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: 'error' }))
afterEach(() => worker.resetHandlers())
afterAll(() => worker.stop())

describe("the client in Chromium's own fetch", () => {
  it('sends the bearer token on secured calls and not on public ones', async () => {
    tokenStore.setAccessToken('token-U1001')
    const seen: Record<string, string | null> = {}
    worker.use(
      http.get('/api/users/me', ({ request }) => {
        seen.me = request.headers.get('Authorization')
        return HttpResponse.json(USER)
      }),
      http.get('/api/hospital/notice/list/:page/:perPage', ({ request }) => {
        seen.notices = request.headers.get('Authorization')
        return HttpResponse.json({ items: [], page: { currentPage: 1, perPage: 10, totalCount: 0, totalPages: 0 } })
      }),
    )
    await expect(fetchUserInfo()).resolves.toEqual(USER)
    await listNotices(1, 10)
    expect(seen).toEqual({ me: 'Bearer token-U1001', notices: null })
  })

  it('hands a 403 to the auth callback without a dialog', async () => {
    worker.use(http.get('/api/users/me', () => HttpResponse.json({ status: 403, reason: '만료' }, { status: 403 })))
    const error = await failure(fetchUserInfo())
    expect(answerFor(error)).toEqual({ kind: 'auth', error })
  })

  it("shows the server's reason for a refusal", async () => {
    worker.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ status: 500, reason: '진료비 조회 중 오류가 발생했습니다.' }, { status: 500 }),
      ),
    )
    expect(answerFor(await failure(fetchUserInfo()))).toMatchObject({ message: '진료비 조회 중 오류가 발생했습니다.' })
  })

  it('reports a network failure as no response', async () => {
    worker.use(http.get('/api/users/me', () => HttpResponse.error()))
    expect(await failure(fetchUserInfo())).toMatchObject({ kind: 'no-response' })
  })

  it('refuses a body that breaks the contract, naming the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    worker.use(http.get('/api/users/me', () => HttpResponse.json({ ...USER, birthDate: '19580314' })))
    const error = await failure(fetchUserInfo())
    expect(error.kind).toBe('contract')
    expect(error.message).toContain('birthDate')
  })
})
