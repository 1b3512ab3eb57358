import type { $ZodIssue } from 'zod/v4/core'

/**
 * Every failed call ends as one of these, never as an untyped throw. The kinds follow the
 * spec's answer-handling rules (section 7):
 * - `no-response`: the server never answered (network down, or the 10 second timeout);
 * - `auth`: 401 or 403, handed to the session's callback, no dialog;
 * - `http`: any other status than 200, shown with the server's `reason`;
 * - `contract`: a 200 whose body breaks the contract (checked outside production);
 * - `exception`: something threw while the answer was being read;
 * - `cancelled`: the caller (React Query) cancelled the request; nothing to show.
 */
export type ApiErrorKind = 'no-response' | 'auth' | 'http' | 'contract' | 'exception' | 'cancelled'

export interface ApiErrorInit {
  kind: ApiErrorKind
  /** `METHOD /path` of the call, for logs and contract reports. */
  operation: string
  status?: number
  reason?: string
  code?: string
  body?: unknown
  timedOut?: boolean
  /** No answer because the phone had no connection at all (it said so). */
  offline?: boolean
  issues?: readonly $ZodIssue[]
  /** A 429's Retry-After: seconds until the server takes the call again. */
  retryAfterSeconds?: number
  cause?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly operation: string
  readonly status: number | undefined
  /** The server's Korean message (`ErrorResponse.reason`), when it sent one. */
  readonly reason: string | undefined
  readonly code: string | undefined
  readonly body: unknown
  readonly timedOut: boolean
  readonly offline: boolean
  readonly issues: readonly $ZodIssue[]
  readonly retryAfterSeconds: number | undefined

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.operation = init.operation
    this.status = init.status
    this.reason = init.reason
    this.code = init.code
    this.body = init.body
    this.timedOut = init.timedOut ?? false
    this.offline = init.offline ?? false
    this.issues = init.issues ?? []
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

function describe(init: ApiErrorInit): string {
  switch (init.kind) {
    case 'no-response':
      return `${init.operation}: no response${init.timedOut ? ' (timed out)' : ''}`
    case 'contract':
      return `${init.operation}: response breaks the contract\n${formatIssues(init.issues ?? [])}`
    case 'cancelled':
      return `${init.operation}: cancelled`
    case 'exception':
      return `${init.operation}: exception while reading the answer`
    default:
      return `${init.operation}: HTTP ${init.status ?? '?'}${init.reason ? ` - ${init.reason}` : ''}`
  }
}

/** One line per broken field: `  appointmentTime: Invalid string (got "9:5")`. */
export function formatIssues(issues: readonly $ZodIssue[]): string {
  return issues.map((issue) => `  ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n')
}
