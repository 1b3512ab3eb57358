import type { WaitingInfo } from '@/api/generated/common/model'
import { ISO_DATE } from '@/shared/lib/korea-time'

/**
 * "Tell me when N people are ahead" for one waiting number (대기순번): kept on the phone per
 * user, so it fires once per visit, not on every refresh, and a reload does not fire it again.
 */
export interface TurnAlert {
  /** The visit's day (YYYY-MM-DD, Korea): alerts of other days are forgotten. */
  day: string
  /** Fire when this many people, or fewer, are ahead. */
  threshold: number
  /** When it fired (RFC 3339), once. */
  firedAt?: string
}

export interface TurnAlerts {
  version: 1
  /** By waiting number (`ticketKey`). */
  alerts: Record<string, TurnAlert>
}

export const EMPTY_TURN_ALERTS: TurnAlerts = { version: 1, alerts: {} }

/** The choices offered, and the one proposed. */
export const TURN_ALERT_CHOICES = [1, 2, 3, 5] as const
export const DEFAULT_TURN_ALERT_THRESHOLD = 3

/**
 * The choices that still mean something: fewer than are ahead now (being told at once of what
 * the screen already shows would be noise).
 */
export const availableThresholds = (ahead: number): number[] => TURN_ALERT_CHOICES.filter((count) => count < ahead)

/** The one proposed: 3, or the nearest below when fewer are ahead; none when the turn is next. */
export function proposedThreshold(ahead: number): number | undefined {
  const available = availableThresholds(ahead)
  return available.includes(DEFAULT_TURN_ALERT_THRESHOLD) ? DEFAULT_TURN_ALERT_THRESHOLD : available.at(-1)
}

/** A waiting number is a reception in a department (the waiting call's path). */
export const ticketKey = (receptionId: string, departmentCode: string): string => `${receptionId}/${departmentCode}`

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function isAlert(value: unknown): value is TurnAlert {
  return (
    isObject(value) &&
    typeof value.day === 'string' &&
    ISO_DATE.test(value.day) &&
    typeof value.threshold === 'number' &&
    Number.isInteger(value.threshold) &&
    value.threshold >= 0 &&
    (value.firedAt === undefined || typeof value.firedAt === 'string')
  )
}

/** Reads stored alerts back; anything unrecognised is dropped, never a broken screen. */
export function parseTurnAlerts(raw: unknown): TurnAlerts {
  if (!isObject(raw) || raw.version !== 1 || !isObject(raw.alerts)) return EMPTY_TURN_ALERTS
  const alerts = Object.fromEntries(Object.entries(raw.alerts).filter(([, alert]) => isAlert(alert)))
  return { version: 1, alerts: alerts as Record<string, TurnAlert> }
}

/** Sets (or with `undefined` removes) one alert and forgets those of days before `today`: a queue lasts a day. */
export function withAlert(all: TurnAlerts, key: string, alert: TurnAlert | undefined, today: string): TurnAlerts {
  const kept = Object.entries(all.alerts).filter(([k, a]) => k !== key && a.day >= today)
  return { version: 1, alerts: Object.fromEntries(alert ? [...kept, [key, alert]] : kept) }
}

/** The queue has come to the patient's limit: so few ahead, or being called in already. */
export function turnIsNear(info: Pick<WaitingInfo, 'rnk' | 'cnt' | 'treatmentStatus'>, threshold: number): boolean {
  if (info.treatmentStatus !== 'NURSE_RECEIVED') return false
  return info.rnk === 0 || info.cnt <= threshold
}

/** Fire now: asked for, not fired yet, and the turn is near. */
export const shouldFire = (
  alert: TurnAlert | undefined,
  info: Pick<WaitingInfo, 'rnk' | 'cnt' | 'treatmentStatus'>,
): alert is TurnAlert => alert !== undefined && alert.firedAt === undefined && turnIsNear(info, alert.threshold)
