/**
 * The page's side of the shell's session calls: each answer the shell may give becomes what the
 * hospital's own call would have given, so the screens and the session's repair read it by the
 * rules they always had (the refusal codes, the server's reason, an outage kept apart).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { errorMessageOf } from '@/api/http'
import { isNoSignUp } from '@/features/account/lib/errors'
import { isSpentVerification } from '@/features/account/lib/verification'
import { messages } from '@/shared/messages'
import { NativeCallError, setNativeBridge, type NativeBridge, type RenewalAnswer } from '@/shared/native'
import { renewShellSession, startShellSession } from '@/shared/session/shell-session'
import { failure } from '../../support/failure'

const SIGN_IN = { kind: 'sign-in', verificationId: 'iv_Q2x0dW1lbnRfZGVtb19oYW5kbGUx' } as const
const GRANT = { accessToken: 'sbx.access.U1001', userId: 'U1001', isFirstLogin: 'N' } as const

/** A shell that gives this answer to every session call (or fails the call itself). */
function shellAnswering(answer: RenewalAnswer | Error): void {
  const give = () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer))
  setNativeBridge({
    startSession: give,
    renewSession: give,
    endSession: () => Promise.resolve('none'),
  } as Partial<NativeBridge> as NativeBridge)
}

afterEach(() => shellAnswering({ status: 'no-session' }))

describe('the shell’s session answers, as the page reads them', () => {
  it('hands on the access token, whose it is and whether it is the first login: nothing else', async () => {
    shellAnswering({ status: 'ok', ...GRANT })
    expect(await startShellSession(SIGN_IN)).toEqual(GRANT)
    expect(await renewShellSession()).toEqual(GRANT)
  })

  it('a renewal with no session in the shell is null (the page signs out)', async () => {
    shellAnswering({ status: 'no-session' })
    expect(await renewShellSession()).toBeNull()
  })

  it('404 NO_SIGNUP is the sign-in’s "no account yet" (the same handle signs up)', async () => {
    shellAnswering({ status: 'refused', httpStatus: 404, code: 'NO_SIGNUP', reason: '가입 정보가 없습니다.' })
    const error = await failure(startShellSession(SIGN_IN))
    expect(isNoSignUp(error)).toBe(true)
  })

  it('409 on a spent handle asks for a new verification, with the server’s reason', async () => {
    const reason = '본인인증 유효 시간이 지났습니다. 다시 인증해 주세요.'
    shellAnswering({ status: 'refused', httpStatus: 409, code: 'VERIFICATION_EXPIRED', reason })
    const error = await failure(startShellSession(SIGN_IN))
    expect(isSpentVerification(error)).toBe(true)
    expect(errorMessageOf(error)).toBe(reason)
  })

  it('429 says when to come back, in minutes', async () => {
    shellAnswering({ status: 'refused', httpStatus: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 290 })
    expect(errorMessageOf(await failure(startShellSession(SIGN_IN)))).toBe(messages.errors.tooManyAttemptsFor(5))
  })

  it('a 401 on renewal is a refusal of the session (kind auth), a 5xx an outage with its reason', async () => {
    shellAnswering({ status: 'refused', httpStatus: 401, code: 'REFRESH_EXPIRED' })
    expect(await failure(renewShellSession())).toMatchObject({ kind: 'auth', status: 401, code: 'REFRESH_EXPIRED' })
    shellAnswering({ status: 'refused', httpStatus: 500, reason: '로그인 서버 점검 중입니다.' })
    const outage = await failure(startShellSession(SIGN_IN))
    expect(outage).toMatchObject({ kind: 'http', status: 500 })
    expect(errorMessageOf(outage)).toBe('로그인 서버 점검 중입니다.')
  })

  it('no answer from the hospital, or from the shell in time, is no answer (the session is kept)', async () => {
    shellAnswering({ status: 'unreachable' })
    expect(await failure(renewShellSession())).toMatchObject({ kind: 'no-response' })
    shellAnswering(new NativeCallError('renewSession', 'timeout', messages.native.noAnswer))
    expect(await failure(renewShellSession())).toMatchObject({ kind: 'no-response', timedOut: true })
  })

  it('a shell that refuses the call itself is shown in its own words', async () => {
    shellAnswering(new NativeCallError('startSession', 'rejected', messages.native.shellOnly))
    expect(errorMessageOf(await failure(startShellSession(SIGN_IN)))).toBe(messages.native.shellOnly)
  })
})
