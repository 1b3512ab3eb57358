import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { native as words } from '../messages/native'
import { ANSWER_SCHEMAS, type BridgeMethod } from './answer-schemas'
import { createMessageBridge, DEFAULT_TIMEOUT_MS, TIMEOUT_MS, type ReceiverHost } from './message-bridge'
import { NativeCallError } from './native-call-error'
import type { NativeBridge } from './types'

interface Posted {
  id: string
  method: BridgeMethod
  params?: unknown
}

/** A bridge over a fake shell: what the page posted, and the receiver the shell would call. */
function shell() {
  const posted: Posted[] = []
  const host: ReceiverHost = {}
  const bridge = createMessageBridge('android', (message) => posted.push(message), host)
  const last = () => posted.at(-1)!
  return { bridge, posted, last, native: () => host.HanbitNative! }
}

/** Where a promise stands once everything already due has run (the answer schemas load first). */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let result: 'pending' | 'resolved' | 'rejected' = 'pending'
  promise.then(
    () => (result = 'resolved'),
    () => (result = 'rejected'),
  )
  await import('./answer-schemas')
  await vi.advanceTimersByTimeAsync(0)
  return result
}

const APP_INFO = { appVersion: '3.2.0', os: 'ANDROID', deviceId: 'device-0001', fcmToken: 'fcm-abc', fontScale: 1.3 }
const HANDLE = { verificationId: 'iv_Q2x0dW1lbnRfZGVtb19oYW5kbGUx' }
const GRANT = { status: 'ok', accessToken: 'sbx.access.U1001', userId: 'U1001', isFirstLogin: 'N' }

/** The mobile health-insurance card app as a hospital configures it (placeholders). */
const CARD_APP = {
  android: {
    package: 'kr.or.nhis.example',
    storeUrl: 'https://play.google.com/store/apps/details?id=kr.or.nhis.example',
  },
  ios: { scheme: 'nhisexample', storeUrl: 'https://apps.apple.com/kr/app/id0000000000' },
}

/** Each call with one answer of its shape and one that is not. */
const CASES: Array<{ name: string; run: (b: NativeBridge) => Promise<unknown>; good: unknown; bad: unknown }> = [
  { name: 'getAppInfo', run: (b) => b.getAppInfo(), good: APP_INFO, bad: { ...APP_INFO, os: 'WINDOWS' } },
  { name: 'getAppInfo (text size)', run: (b) => b.getAppInfo(), good: APP_INFO, bad: { ...APP_INFO, fontScale: 'x' } },
  { name: 'verifyIdentity', run: (b) => b.verifyIdentity(), good: HANDLE, bad: { verificationId: '../users' } },
  { name: 'verifyIdentity (closed)', run: (b) => b.verifyIdentity(), good: null, bad: { ci: 'abc' } },
  // A session answer with anything more than the access token in it (a refresh credential) is dropped.
  {
    name: 'startSession (signed in)',
    run: (b) => b.startSession({ kind: 'sign-in', verificationId: HANDLE.verificationId }),
    good: GRANT,
    bad: { ...GRANT, refreshToken: 'rt_handed_to_the_page' },
  },
  {
    name: 'startSession (refused)',
    run: (b) => b.startSession({ kind: 'sign-in', verificationId: HANDLE.verificationId }),
    good: { status: 'refused', httpStatus: 404, code: 'NO_SIGNUP', reason: '가입 정보가 없습니다.' },
    bad: { status: 'refused', httpStatus: 200 },
  },
  {
    name: 'startSession (too many attempts)',
    run: (b) =>
      b.startSession({ kind: 'sign-up', verificationId: HANDLE.verificationId, agreedTermsIds: [1], marketingYn: 'N' }),
    good: { status: 'refused', httpStatus: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 300 },
    bad: { status: 'refused', httpStatus: 429, code: 'too many; drop table' },
  },
  { name: 'renewSession (renewed)', run: (b) => b.renewSession(), good: GRANT, bad: { ...GRANT, userId: '../U1' } },
  {
    name: 'renewSession (unreachable)',
    run: (b) => b.renewSession(),
    good: { status: 'unreachable' },
    bad: { status: 'unreachable', refreshToken: 'rt_handed_to_the_page' },
  },
  {
    name: 'renewSession (no session)',
    run: (b) => b.renewSession(),
    good: { status: 'no-session' },
    bad: { status: 'gone' },
  },
  { name: 'endSession', run: (b) => b.endSession(), good: 'retry-later', bad: { revoked: true } },
  { name: 'notify', run: (b) => b.notify({ id: 'n', title: 't', body: 'b' }), good: 'shown', bad: 'maybe' },
  {
    name: 'getLocation',
    run: (b) => b.getLocation(),
    good: { latitude: 37.56, longitude: 127.03 },
    bad: { latitude: 'north', longitude: 127 },
  },
  {
    name: 'startCardPayment',
    run: (b) =>
      b.startCardPayment({ provider: 'KCP', orderId: 'O1', amount: 1000, hash: 'h', siteCode: 's', goodsName: 'g' }),
    good: { status: 'approved', approvalNo: '12345678' },
    bad: { status: 'approved' },
  },
  {
    name: 'startCardPayment (declined, with the processor’s reason)',
    run: (b) =>
      b.startCardPayment({ provider: 'KCP', orderId: 'O1', amount: 1000, hash: 'h', siteCode: 's', goodsName: 'g' }),
    good: { status: 'failed', code: 'CARD_EXPIRED', message: '유효기간 오류(E014)' },
    bad: { status: 'failed', code: 'card expired; <script>', message: '유효기간 오류(E014)' },
  },
  {
    name: 'startCardPayment (declined, nothing said)',
    run: (b) =>
      b.startCardPayment({ provider: 'KCP', orderId: 'O1', amount: 1000, hash: 'h', siteCode: 's', goodsName: 'g' }),
    good: { status: 'failed' },
    bad: { status: 'failed', message: '가'.repeat(501) },
  },
  {
    name: 'manageCards',
    run: (b) => b.manageCards('auth'),
    good: { status: 'registered', cardToken: 't', cardName: '신한카드', maskedCardNo: '1234-****' },
    bad: { status: 'registered', cardToken: 't' },
  },
  {
    name: 'saveFile',
    run: (b) => b.saveFile({ fileName: 'a.pdf', data: new Blob(['x'], { type: 'application/pdf' }) }),
    good: 'done',
    bad: { done: true },
  },
  { name: 'cancelDailyAlarm', run: (b) => b.cancelDailyAlarm('med-1'), good: null, bad: { scheduled: 'yes' } },
  { name: 'openApp', run: (b) => b.openApp(CARD_APP), good: 'store', bad: { opened: true } },
]

describe('the message bridge to the Android and iOS shells', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('gives every call an id a page cannot guess', async () => {
    const { bridge, posted } = shell()
    for (let i = 0; i < 50; i++) void bridge.getAppInfo().catch(() => undefined)
    const ids = posted.map((message) => message.id)
    expect(new Set(ids).size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    await vi.runAllTimersAsync()
  })

  it('drops an answer to an id it never sent, and the call still waits for its own', async () => {
    const { bridge, last, native } = shell()
    const info = bridge.getAppInfo()
    for (const guess of ['1', '2', 1, '', 'undefined', last().id.toUpperCase()]) {
      native().resolve(guess as string, { ...APP_INFO, deviceId: 'forged' })
      native().reject(guess as string, 'forged')
    }
    expect(await state(info)).toBe('pending')
    native().resolve(last().id, APP_INFO)
    await expect(info).resolves.toEqual(APP_INFO)
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s: drops an answer of the wrong shape', async (_, c) => {
    const { bridge, last, native } = shell()
    const answer = c.run(bridge)
    await vi.advanceTimersByTimeAsync(0) // file calls read the file first
    native().resolve(last().id, c.bad)
    expect(await state(answer)).toBe('pending')
    native().resolve(last().id, c.good)
    await expect(answer).resolves.toEqual(c.good)
  })

  it('reads a decline code it does not know (a newer shell’s) as any other reason, not a dropped answer', async () => {
    const { bridge, last, native } = shell()
    const answer = bridge.startCardPayment({
      provider: 'KCP',
      orderId: 'O1',
      amount: 1000,
      hash: 'h',
      siteCode: 's',
      goodsName: 'g',
    })
    await vi.advanceTimersByTimeAsync(0)
    native().resolve(last().id, { status: 'failed', code: 'RISK_BLOCKED', message: '부정사용 의심 거래입니다.' })
    await expect(answer).resolves.toEqual({ status: 'failed', code: 'UNKNOWN', message: '부정사용 의심 거래입니다.' })
  })

  it('answers each call once: a second or late answer is dropped', async () => {
    const { bridge, last, native } = shell()
    const ended = bridge.endSession()
    const { id } = last()
    native().resolve(id, 'revoked')
    native().resolve(id, 'none')
    await expect(ended).resolves.toBe('revoked')

    const late = bridge.renewSession()
    const lateId = last().id
    const outcome = late.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS)
    expect(await outcome).toBeInstanceOf(NativeCallError)
    native().resolve(lateId, GRANT)
    expect(await state(late)).toBe('rejected')
  })

  it(`gives up on a call after ${DEFAULT_TIMEOUT_MS / 1000} s with the words callers show`, async () => {
    const { bridge } = shell()
    const info = bridge.getAppInfo()
    const outcome = info.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1)
    expect(await state(info)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(NativeCallError)
    expect(error).toMatchObject({ method: 'getAppInfo', reason: 'timeout', message: words.noAnswer })
  })

  it('waits as long as the patient needs on the shell’s own pages', async () => {
    const { bridge, last, native } = shell()
    const verification = bridge.verifyIdentity()
    const { id } = last()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(await state(verification)).toBe('pending')
    native().resolve(id, HANDLE)
    await expect(verification).resolves.toEqual(HANDLE)

    const payment = bridge.startCardPayment({
      provider: 'KCP',
      orderId: 'O1',
      amount: 1000,
      hash: 'h',
      siteCode: 's',
      goodsName: 'g',
    })
    const outcome = payment.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.startCardPayment! - 1)
    expect(await state(payment)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ reason: 'timeout', method: 'startCardPayment' })
  })

  it('passes on the shell’s refusal in its own words, or the app’s when it gave none', async () => {
    const { bridge, last, native } = shell()
    const alarm = bridge.cancelDailyAlarm('med-1')
    native().reject(last().id, '알림 권한이 꺼져 있습니다.')
    await expect(alarm).rejects.toMatchObject({ reason: 'rejected', message: '알림 권한이 꺼져 있습니다.' })
    const other = bridge.cancelAllDailyAlarms()
    native().reject(last().id, undefined as unknown as string)
    await expect(other).rejects.toMatchObject({ reason: 'rejected', message: words.refused })
  })

  it('asks the shell for a session with the handle alone, and has no call that reads a secret', async () => {
    const { bridge, posted, last, native } = shell()
    const start = {
      kind: 'sign-up',
      verificationId: HANDLE.verificationId,
      agreedTermsIds: [1, 2],
      marketingYn: 'Y',
    } as const
    const session = bridge.startSession(start)
    // The shell adds its own device id; the page sends nothing else.
    expect(last()).toMatchObject({ method: 'startSession', params: start })
    native().resolve(last().id, { ...GRANT, isFirstLogin: 'Y' })
    await expect(session).resolves.toEqual({ ...GRANT, isFirstLogin: 'Y' })
    const waiting = [bridge.renewSession(), bridge.endSession()].map((call) => call.catch(() => undefined))
    expect(posted.slice(1).map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'renewSession', params: undefined },
      { method: 'endSession', params: undefined },
    ])
    expect(Object.keys(bridge).filter((method) => /secret/i.test(method))).toEqual([])
    await vi.runAllTimersAsync()
    await Promise.all(waiting)
  })

  it('hands only https addresses to the system browser', async () => {
    const { bridge, posted } = shell()
    for (const url of ['javascript:alert(1)', 'http://example.com', 'data:text/html,x', 'intent://x', '/outpatient']) {
      bridge.openExternal(url)
    }
    expect(posted).toEqual([])
    bridge.openExternal('https://claim.hanbit-hospital.kr')
    expect(posted.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'openExternal', params: { url: 'https://claim.hanbit-hospital.kr' } },
    ])
    await vi.runAllTimersAsync()
  })

  it('asks a shell to open an app with its own platform’s part only, and never an unchecked one', async () => {
    const { bridge, posted, last, native } = shell()
    const refused = bridge.openApp({ ...CARD_APP, ios: { ...CARD_APP.ios, scheme: 'javascript' } })
    await expect(refused).rejects.toEqual(new NativeCallError('openApp', 'rejected', words.refused))
    const elsewhere = { ...CARD_APP.android, storeUrl: 'https://play.google.com.example.kr/store/apps/details?id=x' }
    await expect(bridge.openApp({ ...CARD_APP, android: elsewhere })).rejects.toBeInstanceOf(NativeCallError)
    expect(posted).toEqual([])
    const opened = bridge.openApp(CARD_APP)
    expect(last()).toMatchObject({ method: 'openApp', params: CARD_APP.android })
    native().resolve(last().id, 'app')
    await expect(opened).resolves.toBe('app')

    const ios = createMessageBridge('ios', (message) => posted.push(message), {})
    void ios.openApp(CARD_APP).catch(() => undefined)
    expect(last()).toMatchObject({ method: 'openApp', params: CARD_APP.ios })
    await vi.runAllTimersAsync()
  })

  it('raises only the events it knows', () => {
    const { bridge, native } = shell()
    const back = vi.fn()
    bridge.on('back', back)
    native().emit('back')
    native().emit('forward' as 'back')
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('has an answer shape for every method the shells are asked', () => {
    const methods = Object.keys(ANSWER_SCHEMAS).sort()
    const { bridge } = shell()
    const bridgeMethods = Object.keys(bridge)
      .filter((key) => key !== 'kind' && key !== 'on')
      .sort()
    expect(methods).toEqual(bridgeMethods)
  })
})
