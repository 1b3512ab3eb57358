import { describe, expect, it, vi } from 'vitest'
import { ApiError, answerFor, handleFailedCall } from '@/api/http'
import { messages } from '@/shared/messages'

const op = 'fetchUserInfo (GET /api/users/me)'
const { errors } = messages

describe('the answer-handling rules (spec section 7)', () => {
  it('no response: the generic error dialog', () => {
    expect(answerFor(new ApiError({ kind: 'no-response', operation: op, timedOut: true }))).toEqual({
      kind: 'dialog',
      variant: 'error',
      title: errors.dialogTitle,
      message: errors.generic,
    })
  })

  it('401 or 403: the callback, and no dialog', () => {
    const showDialog = vi.fn()
    const onAuthError = vi.fn()
    for (const status of [401, 403]) {
      const error = new ApiError({ kind: 'auth', operation: op, status })
      expect(handleFailedCall(error, { showDialog, onAuthError })).toEqual({ kind: 'auth', error })
      expect(onAuthError).toHaveBeenLastCalledWith(error, { dialog: true })
    }
    expect(onAuthError).toHaveBeenCalledTimes(2)
    expect(showDialog).not.toHaveBeenCalled()
  })

  it("any other status: an error dialog with the response's reason", () => {
    const showDialog = vi.fn()
    const error = new ApiError({ kind: 'http', operation: op, status: 409, reason: '이미 예약된 시간입니다.' })
    handleFailedCall(error, { showDialog, onAuthError: vi.fn() })
    expect(showDialog).toHaveBeenCalledWith({
      kind: 'dialog',
      variant: 'error',
      title: errors.dialogTitle,
      message: '이미 예약된 시간입니다.',
    })
  })

  it("any other status without a reason: the spec's default dialog (알림, 정보를 찾을 수 없습니다)", () => {
    for (const status of [400, 404, 500]) {
      expect(answerFor(new ApiError({ kind: 'http', operation: op, status }))).toEqual({
        kind: 'dialog',
        variant: 'error',
        title: '알림',
        message: '정보를 찾을 수 없습니다.',
      })
    }
  })

  it('a thrown exception: the exception dialog', () => {
    expect(answerFor(new ApiError({ kind: 'exception', operation: op }))).toMatchObject({
      variant: 'exception',
      message: errors.exception,
    })
    expect(answerFor(new TypeError('boom'))).toMatchObject({ variant: 'exception', title: errors.exceptionTitle })
  })

  it('a cancelled call shows nothing', () => {
    const showDialog = vi.fn()
    const onAuthError = vi.fn()
    handleFailedCall(new ApiError({ kind: 'cancelled', operation: op }), { showDialog, onAuthError })
    expect(showDialog).not.toHaveBeenCalled()
    expect(onAuthError).not.toHaveBeenCalled()
  })
})
