import { isApiError, type ApiError } from './api-error'
import { httpSetup } from './http-setup'

/**
 * What the app does with a failed call (spec section 7, "Handling of answers"), decided in one
 * place. The shell's query client carries it out: it shows the dialog or calls the session's
 * auth callback.
 */
export type Answer =
  | { kind: 'none' }
  | { kind: 'auth'; error: ApiError }
  | { kind: 'dialog'; variant: 'error' | 'exception'; title: string; message: string }

export function answerFor(error: unknown): Answer {
  const errors = httpSetup().words
  if (!isApiError(error)) {
    return { kind: 'dialog', variant: 'exception', title: errors.exceptionTitle, message: errors.exception }
  }
  switch (error.kind) {
    case 'cancelled':
      return { kind: 'none' }
    // 401 and 403 go to the caller's callback (the session re-signs in); no dialog here.
    case 'auth':
      return { kind: 'auth', error }
    // No response: the generic error dialog; plainly "no connection" when the phone has none.
    case 'no-response':
      return {
        kind: 'dialog',
        variant: 'error',
        title: errors.dialogTitle,
        message: error.offline ? errors.offline : errors.generic,
      }
    // Any other status than 200: too many attempts say when to come back, in the patient's units
    // (minutes); otherwise the server's `reason` when it sent one, and without one the spec's
    // default dialog (section 8: "알림", "정보를 찾을 수 없습니다").
    case 'http':
      if (error.status === 429 && error.retryAfterSeconds) {
        const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60))
        return {
          kind: 'dialog',
          variant: 'error',
          title: errors.dialogTitle,
          message: errors.tooManyAttemptsFor(minutes),
        }
      }
      return { kind: 'dialog', variant: 'error', title: errors.dialogTitle, message: error.reason ?? errors.notFound }
    // Only outside production: the answer broke the contract.
    case 'contract':
      return { kind: 'dialog', variant: 'error', title: errors.dialogTitle, message: errors.contractMismatch }
    case 'exception':
      return { kind: 'dialog', variant: 'exception', title: errors.exceptionTitle, message: errors.exception }
  }
}

export interface AnswerHandlers {
  showDialog: (dialog: Extract<Answer, { kind: 'dialog' }>) => void
  /** A 401/403: the session's callback. `dialog`: the caller shows no error of its own. */
  onAuthError: (error: ApiError, options?: { dialog: boolean }) => void
}

/** Carries out the answer for a failed call. */
export function handleFailedCall(error: unknown, handlers: AnswerHandlers): Answer {
  const answer = answerFor(error)
  if (answer.kind === 'dialog') handlers.showDialog(answer)
  if (answer.kind === 'auth') handlers.onAuthError(answer.error, { dialog: true })
  return answer
}

/** The words to show for a failure where the content would be (a screen's error state). */
export function errorMessageOf(error: unknown): string {
  const answer = answerFor(error)
  if (answer.kind === 'dialog') return answer.message
  const { words } = httpSetup()
  if (answer.kind === 'auth') return answer.error.reason ?? words.refused
  return words.generic
}
