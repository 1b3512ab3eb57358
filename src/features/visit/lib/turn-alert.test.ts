import { describe, expect, it } from 'vitest'
import {
  availableThresholds,
  EMPTY_TURN_ALERTS,
  proposedThreshold,
  parseTurnAlerts,
  shouldFire,
  ticketKey,
  turnIsNear,
  withAlert,
  type TurnAlert,
} from './turn-alert'

const waiting = (cnt: number) => ({ rnk: cnt + 1, cnt, treatmentStatus: 'NURSE_RECEIVED' as const })

describe('turnIsNear', () => {
  it('is near when no more than the chosen number are ahead', () => {
    expect(turnIsNear(waiting(4), 3)).toBe(false)
    expect(turnIsNear(waiting(3), 3)).toBe(true)
    expect(turnIsNear(waiting(0), 1)).toBe(true)
  })

  it('is near when being called in (rank 0 while waiting)', () => {
    expect(turnIsNear({ rnk: 0, cnt: 0, treatmentStatus: 'NURSE_RECEIVED' }, 1)).toBe(true)
  })

  it('is never near before arrival or after the visit', () => {
    expect(turnIsNear({ rnk: 0, cnt: 0, treatmentStatus: 'NURSE_WAITING' }, 3)).toBe(false)
    expect(turnIsNear({ rnk: 0, cnt: 0, treatmentStatus: 'COMPLETED' }, 3)).toBe(false)
  })
})

describe('the choices', () => {
  it('offers only fewer than are ahead now, proposing 3 or the nearest below', () => {
    expect(availableThresholds(7)).toEqual([1, 2, 3, 5])
    expect(proposedThreshold(7)).toBe(3)
    expect(availableThresholds(3)).toEqual([1, 2])
    expect(proposedThreshold(3)).toBe(2)
    expect(proposedThreshold(2)).toBe(1)
    expect(availableThresholds(1)).toEqual([])
    expect(proposedThreshold(1)).toBeUndefined()
  })
})

describe('shouldFire', () => {
  const alert: TurnAlert = { day: '2026-11-23', threshold: 2 }

  it('fires once: not without an alert, not again after it fired', () => {
    expect(shouldFire(undefined, waiting(1))).toBe(false)
    expect(shouldFire(alert, waiting(3))).toBe(false)
    expect(shouldFire(alert, waiting(2))).toBe(true)
    expect(shouldFire({ ...alert, firedAt: '2026-11-23T10:12:00+09:00' }, waiting(1))).toBe(false)
  })
})

describe('stored alerts', () => {
  it('reads back what it wrote, and drops what it does not recognise', () => {
    const key = ticketKey('R202611230101', 'IMC')
    const stored = withAlert(EMPTY_TURN_ALERTS, key, { day: '2026-11-23', threshold: 3 }, '2026-11-23')
    expect(parseTurnAlerts(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
    expect(parseTurnAlerts({ version: 1, alerts: { [key]: { day: 'today', threshold: 3 }, x: 5 } })).toEqual(
      EMPTY_TURN_ALERTS,
    )
    expect(parseTurnAlerts(undefined)).toEqual(EMPTY_TURN_ALERTS)
    expect(parseTurnAlerts({ version: 2, alerts: {} })).toEqual(EMPTY_TURN_ALERTS)
  })

  it("forgets other days' alerts when one is set, and removes one", () => {
    const day = '2026-11-23'
    const old = withAlert(EMPTY_TURN_ALERTS, 'R1/IMC', { day: '2026-11-20', threshold: 3 }, '2026-11-20')
    const today = withAlert(old, 'R2/IMC', { day, threshold: 2 }, day)
    expect(Object.keys(today.alerts)).toEqual(['R2/IMC'])
    const both = withAlert(today, 'R3/OPH', { day, threshold: 1 }, day)
    expect(Object.keys(both.alerts).sort()).toEqual(['R2/IMC', 'R3/OPH'])
    expect(Object.keys(withAlert(both, 'R2/IMC', undefined, day).alerts)).toEqual(['R3/OPH'])
  })
})
