import { afterEach, describe, expect, it } from 'vitest'
import { takeEarlyCall, untilAborted } from './early-calls'

const URL_ME = 'https://mapi.example/api/users/me'

function plant(token: string, at = performance.now()) {
  const answer = Promise.resolve(new Response('{}', { status: 200 }))
  ;(globalThis as { window?: unknown }).window = { __earlyCalls: { [URL_ME]: { token, answer, at } } }
  return answer
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

describe('early calls', () => {
  it('hands the answer over once, for the same address and token', () => {
    const answer = plant('T1')
    expect(takeEarlyCall(URL_ME, 'T1')).toBe(answer)
    expect(takeEarlyCall(URL_ME, 'T1')).toBeUndefined()
  })

  it('never for another token (a switch, a new sign-in) or another address', () => {
    void plant('T1')
    expect(takeEarlyCall('https://mapi.example/api/users/auth/me', 'T1')).toBeUndefined()
    expect(takeEarlyCall(URL_ME, 'T2')).toBeUndefined()
    // Taken (and refused): the next call asks anew.
    expect(takeEarlyCall(URL_ME, 'T1')).toBeUndefined()
  })

  it('only at the start', () => {
    void plant('T1', performance.now() - 31_000)
    expect(takeEarlyCall(URL_ME, 'T1')).toBeUndefined()
  })

  it('with no early calls (a signed-out start, tests, the demo) there is nothing to take', () => {
    expect(takeEarlyCall(URL_ME, 'T1')).toBeUndefined()
  })

  it('gives up on the answer when the call is abandoned (the timeout, the caller)', async () => {
    const controller = new AbortController()
    const waiting = untilAborted(new Promise<Response>(() => undefined), controller.signal)
    controller.abort(new DOMException('timed out', 'TimeoutError'))
    await expect(waiting).rejects.toThrow('timed out')
    const answered = new Response('{}')
    await expect(untilAborted(Promise.resolve(answered), new AbortController().signal)).resolves.toBe(answered)
  })
})
