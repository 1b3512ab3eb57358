import { describe, expect, it } from 'vitest'
import { WAITING_BACKGROUND_MS, WAITING_REFRESH_MS, waitingRefreshInterval } from '@/features/visit/visit.queries'

describe('waitingRefreshInterval', () => {
  it('reads every 15 s in front, alert or not', () => {
    expect(waitingRefreshInterval(false, false)).toBe(WAITING_REFRESH_MS)
    expect(waitingRefreshInterval(false, true)).toBe(15_000)
  })

  it('reads every minute in the background only while a turn alert waits', () => {
    expect(waitingRefreshInterval(true, true)).toBe(WAITING_BACKGROUND_MS)
    expect(WAITING_BACKGROUND_MS).toBe(60_000)
    expect(waitingRefreshInterval(true, false)).toBe(false)
  })
})
