/**
 * A measured value against its reference range, as plain data the result picture is drawn from:
 * the range read from the hospital's text ("70~99", "~119", "40~"), where the value sits, which
 * side of the range it is on, and how it changed since the previous checkup.
 */
import type { CheckupResultItem, Judgement } from '@/api/generated/checkup/model'

export interface ReferenceRange {
  low?: number
  high?: number
  /** The ends as the hospital wrote them ("4.0", not 4), for labels. */
  lowText?: string
  highText?: string
}

const NUMBER = /^-?\d+(?:\.\d+)?$/

/** A plain number ("98", "0.7"); not "124/78", "음성" or "이상 소견 없음". */
export function parseValue(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? ''
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined
}

/** "70~99" → 70 to 99; "~119" → up to 119; "40~" → from 40; anything else is not a range. */
export function parseRange(text: string | undefined): ReferenceRange | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*~\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(text ?? '')
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined
  const range: ReferenceRange = {}
  if (match[1] !== undefined) Object.assign(range, { low: Number(match[1]), lowText: match[1] })
  if (match[2] !== undefined) Object.assign(range, { high: Number(match[2]), highText: match[2] })
  return range
}

export type Direction = 'low' | 'within' | 'high'

export function directionOf(value: number, range: ReferenceRange): Direction {
  if (range.low !== undefined && value < range.low) return 'low'
  if (range.high !== undefined && value > range.high) return 'high'
  return 'within'
}

export interface Scale {
  /** The normal band on a 0-100 track. */
  band: { start: number; end: number }
  /** The value's place on the track, kept inside it (2-98). */
  marker: number
  /** The value is off the drawn track, to this side. */
  beyond?: 'low' | 'high'
}

/**
 * A track around the range wide enough to show a value outside it: the band in the middle with
 * 60% of its width on each side; a range open on one side is drawn as half of the track.
 */
export function scaleFor(value: number, range: ReferenceRange): Scale {
  let min: number
  let max: number
  const { low, high } = range
  if (low !== undefined && high !== undefined) {
    const span = Math.max(high - low, Math.abs(high) * 0.1, 1e-9)
    min = low - span * 0.6
    max = high + span * 0.6
    if (low >= 0) min = Math.max(0, min)
  } else if (high !== undefined) {
    min = high * 0.5
    max = high * 1.5
  } else {
    min = low! * 0.5
    max = low! * 2
  }
  const at = (n: number) => ((n - min) / (max - min)) * 100
  const raw = at(value)
  return {
    band: { start: at(low ?? min), end: at(high ?? max) },
    marker: Math.min(98, Math.max(2, raw)),
    ...(raw < 0 ? { beyond: 'low' as const } : raw > 100 ? { beyond: 'high' as const } : {}),
  }
}

export interface Change {
  direction: 'up' | 'down' | 'same'
  /** The difference as the values are written (same decimals), without a sign. */
  amount: string
}

const decimalsOf = (text: string) => text.trim().split('.')[1]?.length ?? 0

/** From the previous checkup's value to this one's, when both are numbers. */
export function changeBetween(previous: string | undefined, current: string): Change | undefined {
  const before = parseValue(previous)
  const now = parseValue(current)
  if (before === undefined || now === undefined) return undefined
  const decimals = Math.max(decimalsOf(previous!), decimalsOf(current))
  const amount = Math.abs(now - before).toFixed(decimals)
  if (Number(amount) === 0) return { direction: 'same', amount }
  return { direction: now > before ? 'up' : 'down', amount }
}

/** How many items of each judgement. */
export function judgementCounts(items: readonly Pick<CheckupResultItem, 'judgement'>[]): Record<Judgement, number> {
  const counts: Record<Judgement, number> = { NORMAL: 0, CAUTION: 0, ABNORMAL: 0 }
  for (const item of items) counts[item.judgement] += 1
  return counts
}
