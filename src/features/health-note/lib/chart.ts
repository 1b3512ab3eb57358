/**
 * The arithmetic of the health note's chart and the sentence that says what it shows: the last
 * four weeks up to today (Korea time), where a moment falls across the chart, where a value
 * falls up it, and a summary in words for those who do not read charts (and screen readers).
 */
import { formatTime, isoDate, isoDateTime } from '@/shared/lib/korea-time'
import { healthNote } from '@/shared/messages/health-note'
import type { Level } from './classify'

export const CHART_DAYS = 28
const DAY_MS = 24 * 60 * 60_000

export interface ChartWindow {
  /** First day shown (YYYY-MM-DD, Korea). */
  startDate: string
  /** Today (YYYY-MM-DD, Korea). */
  endDate: string
  startMs: number
  /** The end of today. */
  endMs: number
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00+09:00`)

/** The last four weeks, today included. */
export function chartWindow(now: Date): ChartWindow {
  const endDate = isoDate(now)
  const endMs = dayStart(endDate) + DAY_MS
  const startMs = endMs - CHART_DAYS * DAY_MS
  return { startDate: isoDate(startMs), endDate, startMs, endMs }
}

export const inWindow = (measuredAt: string, window: ChartWindow): boolean => {
  const ms = Date.parse(measuredAt)
  return ms >= window.startMs && ms < window.endMs
}

/** 0 at the window's start, 1 at its end. */
export const positionInWindow = (measuredAt: string, window: ChartWindow): number =>
  (Date.parse(measuredAt) - window.startMs) / (window.endMs - window.startMs)

/** 0 at the bottom of the domain, 1 at its top; values outside it stay on its edge. */
export const positionInDomain = (value: number, [min, max]: readonly [number, number]): number =>
  Math.min(1, Math.max(0, (value - min) / (max - min)))

/** The days the chart labels: every week back from today (Korea). */
export function weekTicks(window: ChartWindow): string[] {
  return [4, 3, 2, 1, 0].map((weeks) => isoDate(dayStart(window.endDate) - weeks * 7 * DAY_MS))
}

/** 11.23 */
export const shortDay = (date: string): string => `${Number(date.slice(5, 7))}.${Number(date.slice(8, 10))}`

/** 11월 23일 오전 8:30 */
export function spokenMoment(measuredAt: string): string {
  const local = isoDateTime(measuredAt)
  return `${Number(local.slice(5, 7))}월 ${Number(local.slice(8, 10))}일 ${formatTime(local.slice(11, 16))}`
}

export interface SummaryReading {
  measuredAt: string
  level: Level
  /** "128/82 mmHg", "95 mg/dL" */
  valueText: string
}

const LEVEL_ORDER: readonly Level[] = ['normal', 'caution', 'high', 'low']

/**
 * What the chart shows, in words: how many readings, how many of each level, and the latest.
 * `readings` are the window's, newest first; `kind` is the word for what was measured.
 */
export function summarize(kind: string, readings: readonly SummaryReading[]): string {
  const { summary, levels } = healthNote
  const [latest] = readings
  if (!latest) return summary.none(kind)
  const parts = LEVEL_ORDER.flatMap((level) => {
    const count = readings.filter((reading) => reading.level === level).length
    return count ? [summary.part(levels[level], count)] : []
  })
  return [
    summary.count(kind, readings.length),
    summary.levels(parts),
    summary.latest(spokenMoment(latest.measuredAt), latest.valueText, levels[latest.level]),
  ].join(' ')
}
