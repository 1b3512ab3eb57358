import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/http'
import { createQueryClient } from '@/app/providers/query-client'

const handlers = { showDialog: vi.fn(), onAuthError: vi.fn() }

async function callsFor(error: ApiError): Promise<number> {
  const client = createQueryClient(handlers)
  const queryFn = vi.fn(() => Promise.reject(error))
  await client
    .fetchQuery({ queryKey: ['x', error.kind, error.timedOut], queryFn, retryDelay: 0 })
    .catch(() => undefined)
  return queryFn.mock.calls.length
}

describe('what a patient waits for (spec: 10 seconds)', () => {
  it('a read that ran into the 10 s timeout is not tried again (the spinner would show about 22 s)', async () => {
    const timedOut = new ApiError({ kind: 'no-response', operation: 'op (GET /x)', timedOut: true })
    expect(await callsFor(timedOut)).toBe(1)
  })

  it('a read whose connection failed at once is tried once more', async () => {
    const dropped = new ApiError({ kind: 'no-response', operation: 'op (GET /x)' })
    expect(await callsFor(dropped)).toBe(2)
  })

  it('a refusal is final', async () => {
    expect(await callsFor(new ApiError({ kind: 'http', operation: 'op (GET /x)', status: 500 }))).toBe(1)
  })
})
