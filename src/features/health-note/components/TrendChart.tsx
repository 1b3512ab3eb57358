import { useId } from 'react'
import {
  positionInDomain,
  positionInWindow,
  shortDay,
  weekTicks,
  type ChartWindow,
} from '@/features/health-note/lib/chart'
import styles from './HealthNote.module.css'

export interface ChartSeries {
  key: string
  /** Time order does not matter: the chart sorts. */
  points: ReadonlyArray<{ measuredAt: string; value: number }>
  line: 'solid' | 'dashed'
  marker: 'circle' | 'square'
}

export interface TrendChartProps {
  /** The chart's name. */
  title: string
  /** The id of the visible sentence that says what the chart shows (its text alternative). */
  descriptionId: string
  window: ChartWindow
  /** The values from the bottom to the top of the chart. */
  domain: readonly [number, number]
  /** The normal range, drawn as a band. */
  band: { low: number; high: number }
  /** Words beside the band: above it, in it, below it. */
  zones: { above: string; inside: string; below: string }
  series: readonly ChartSeries[]
}

// The drawing's own units; the chart scales to the screen's width.
const WIDTH = 340
const HEIGHT = 220
const LEFT = 44
const RIGHT = 34
const TOP = 10
const BOTTOM = 28
const PLOT_W = WIDTH - LEFT - RIGHT
const PLOT_H = HEIGHT - TOP - BOTTOM

/**
 * A line through the readings of the last weeks over the band of the normal range, with the
 * words 높음 / 정상 / 낮음 beside it, so a patient sees at a glance whether the line stays in
 * the band. Hand-drawn SVG (no chart library in the screen's chunk); it is described by the sentence
 * above it, which says the same in words.
 */
export function TrendChart({ title, descriptionId, window, domain, band, zones, series }: TrendChartProps) {
  const titleId = useId()
  const x = (measuredAt: string) => LEFT + positionInWindow(measuredAt, window) * PLOT_W
  const y = (value: number) => TOP + (1 - positionInDomain(value, domain)) * PLOT_H
  const bandTop = y(band.high)
  const bandBottom = y(band.low)
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <title id={titleId}>{title}</title>

      {/* The normal range, and the words for above, in and below it. */}
      <rect className={styles.band} x={LEFT} y={bandTop} width={PLOT_W} height={bandBottom - bandTop} />
      <line className={styles.bandEdge} x1={LEFT} x2={LEFT + PLOT_W} y1={bandTop} y2={bandTop} />
      <line className={styles.bandEdge} x1={LEFT} x2={LEFT + PLOT_W} y1={bandBottom} y2={bandBottom} />
      <text className={styles.zone} x={LEFT - 6} y={(TOP + bandTop) / 2} textAnchor="end" dominantBaseline="middle">
        {zones.above}
      </text>
      <text
        className={`${styles.zone} ${styles.zoneInside}`}
        x={LEFT - 6}
        y={(bandTop + bandBottom) / 2}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {zones.inside}
      </text>
      <text
        className={styles.zone}
        x={LEFT - 6}
        y={(bandBottom + TOP + PLOT_H) / 2}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {zones.below}
      </text>
      <text className={styles.tick} x={LEFT + PLOT_W + 4} y={bandTop} dominantBaseline="middle">
        {band.high}
      </text>
      <text className={styles.tick} x={LEFT + PLOT_W + 4} y={bandBottom} dominantBaseline="middle">
        {band.low}
      </text>

      {/* The weeks. */}
      <line className={styles.axis} x1={LEFT} x2={LEFT + PLOT_W} y1={TOP + PLOT_H} y2={TOP + PLOT_H} />
      {weekTicks(window).map((day, index, days) => {
        const at = LEFT + (index / (days.length - 1)) * PLOT_W
        return (
          <g key={day}>
            <line className={styles.grid} x1={at} x2={at} y1={TOP} y2={TOP + PLOT_H} />
            <text
              className={styles.tick}
              x={at}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            >
              {shortDay(day)}
            </text>
          </g>
        )
      })}

      {/* The readings. */}
      {series.map((s) => {
        const points = [...s.points].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt))
        const path = points.map((p) => `${x(p.measuredAt).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
        return (
          <g key={s.key} className={s.line === 'dashed' ? styles.seriesSecond : styles.seriesFirst}>
            {points.length > 1 && (
              <polyline className={s.line === 'dashed' ? styles.lineDashed : styles.line} points={path} />
            )}
            {points.map((p) =>
              s.marker === 'circle' ? (
                <circle key={p.measuredAt} className={styles.marker} cx={x(p.measuredAt)} cy={y(p.value)} r={4.5} />
              ) : (
                <rect
                  key={p.measuredAt}
                  className={styles.marker}
                  x={x(p.measuredAt) - 4}
                  y={y(p.value) - 4}
                  width={8}
                  height={8}
                />
              ),
            )}
          </g>
        )
      })}
    </svg>
  )
}
