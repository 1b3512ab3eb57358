import { isoDate, isoDateTime, kst } from '@/shared/lib/dates'
import type { Clock } from '@/shared/lib/clock'

/**
 * The sandbox's clock: fixed at a moment in Korea time unless set otherwise, so the same world
 * gives the same answers. The demo shares it with the app's clock.
 */
export interface SandboxClock extends Clock {
  set(time: string): void
  /** Today's date in Korea (YYYY-MM-DD). */
  today(): string
  /** Now as RFC 3339 with +09:00. */
  nowIso(): string
  /** Moves the clock on by some minutes (the demo's "later" button, waiting numbers). */
  advance(minutes: number): void
}

export function createSandboxClock(initial: string): SandboxClock {
  let current = new Date(initial)
  return {
    now: () => new Date(current),
    set(time) {
      const next = new Date(time)
      if (Number.isNaN(next.getTime())) throw new Error(`not a time: ${time}`)
      current = next
    },
    today: () => isoDate(current),
    nowIso: () => isoDateTime(current),
    advance(minutes) {
      current = kst(current).add(minutes, 'minute').toDate()
    },
  }
}
