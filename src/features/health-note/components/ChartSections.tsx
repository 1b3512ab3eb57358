import { useId, useState } from 'react'
import { formatDate, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { healthNote } from '@/shared/messages/health-note'
import { Legend, Section, Stack } from '@/shared/ui'
import { PRESSURE_NORMAL_BAND, SUGAR_NORMAL } from '@/features/health-note/lib/classify'
import { chartWindow, inWindow, summarize } from '@/features/health-note/lib/chart'
import type { BloodPressureEntry, BloodSugarEntry, HealthEntry, SugarTiming } from '@/features/health-note/lib/entries'
import { levelOf, valueText } from '@/features/health-note/lib/readings'
import styles from './HealthNote.module.css'
import { LevelBadge } from './LevelBadge'
import { TrendChart } from './TrendChart'

const { legend, levels } = healthNote
const ZONES = { above: levels.high, inside: levels.normal, below: levels.low }

/** The chart's readings as a table: the same, for those who read tables better than lines. */
function ReadingsTable({ caption, entries }: { caption: string; entries: readonly HealthEntry[] }) {
  const { columns } = healthNote
  if (!entries.length) return null
  return (
    <details className={styles.tableToggle}>
      <summary>{healthNote.tableToggle}</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.time}</th>
              <th scope="col">{columns.value}</th>
              <th scope="col">{columns.level}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDate(entry.measuredAt, false)}</td>
                <td>{formatTime(isoDateTime(entry.measuredAt).slice(11, 16))}</td>
                <td>
                  {valueText(entry)}
                  {entry.kind === 'bp' && entry.pulse !== undefined && (
                    <span className={styles.sub}> {healthNote.pulseValue(entry.pulse)}</span>
                  )}
                </td>
                <td>
                  <LevelBadge level={levelOf(entry)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

/** A sample of a line and its marker, for the legend. */
function LegendMark({ line, marker }: { line: 'solid' | 'dashed' | 'band'; marker?: 'circle' | 'square' }) {
  return (
    <svg className={styles.legendMark} viewBox="0 0 28 12" aria-hidden="true">
      {line === 'band' ? (
        <rect className={styles.band} x="1" y="1" width="26" height="10" />
      ) : (
        <g className={line === 'dashed' ? styles.seriesSecond : styles.seriesFirst}>
          <line className={line === 'dashed' ? styles.lineDashed : styles.line} x1="0" x2="28" y1="6" y2="6" />
          {marker === 'circle' ? (
            <circle className={styles.marker} cx="14" cy="6" r="4" />
          ) : (
            <rect className={styles.marker} x="10" y="2" width="8" height="8" />
          )}
        </g>
      )}
    </svg>
  )
}

export function PressureChart({ entries, now }: { entries: readonly BloodPressureEntry[]; now: Date }) {
  const summaryId = useId()
  const window = chartWindow(now)
  const shown = entries.filter((entry) => inWindow(entry.measuredAt, window))
  const kind = healthNote.kinds.bp
  const summary = summarize(
    kind,
    shown.map((entry) => ({ measuredAt: entry.measuredAt, level: levelOf(entry), valueText: valueText(entry) })),
  )
  return (
    <Section title={healthNote.chartTitle(kind)}>
      <Stack padded>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
        <TrendChart
          title={healthNote.chartLabel(kind)}
          descriptionId={summaryId}
          window={window}
          domain={[40, 200]}
          band={PRESSURE_NORMAL_BAND}
          zones={ZONES}
          series={[
            {
              key: 'systolic',
              points: shown.map((e) => ({ measuredAt: e.measuredAt, value: e.systolic })),
              line: 'solid',
              marker: 'circle',
            },
            {
              key: 'diastolic',
              points: shown.map((e) => ({ measuredAt: e.measuredAt, value: e.diastolic })),
              line: 'dashed',
              marker: 'square',
            },
          ]}
        />
        <Legend
          label={legend.label}
          items={[
            { mark: <LegendMark line="solid" marker="circle" />, text: legend.systolic },
            { mark: <LegendMark line="dashed" marker="square" />, text: legend.diastolic },
            { mark: <LegendMark line="band" />, text: legend.band },
          ]}
        />
        <ReadingsTable caption={healthNote.tableCaption(kind)} entries={shown} />
      </Stack>
    </Section>
  )
}

export function SugarChart({ entries, now }: { entries: readonly BloodSugarEntry[]; now: Date }) {
  const [timing, setTiming] = useState<SugarTiming>(entries[0]?.timing ?? 'FASTING')
  const groupName = useId()
  const summaryId = useId()
  const window = chartWindow(now)
  const shown = entries.filter((entry) => entry.timing === timing && inWindow(entry.measuredAt, window))
  const kind = `${healthNote.timings[timing]} ${healthNote.kinds.sugar}`
  const summary = summarize(
    kind,
    shown.map((entry) => ({ measuredAt: entry.measuredAt, level: levelOf(entry), valueText: valueText(entry) })),
  )
  const normal = SUGAR_NORMAL[timing]
  return (
    <Section title={healthNote.chartTitle(healthNote.kinds.sugar)}>
      <Stack padded>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{healthNote.timingFilter}</legend>
          {(['FASTING', 'AFTER_MEAL'] as const).map((option) => (
            <label key={option} className={styles.chip}>
              <input
                type="radio"
                name={groupName}
                value={option}
                checked={timing === option}
                onChange={() => setTiming(option)}
              />
              {healthNote.timings[option]}
            </label>
          ))}
        </fieldset>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
        <TrendChart
          title={healthNote.chartLabel(kind)}
          descriptionId={summaryId}
          window={window}
          domain={[40, 300]}
          band={{ low: normal.low, high: normal.high }}
          zones={ZONES}
          series={[
            {
              key: 'sugar',
              points: shown.map((e) => ({ measuredAt: e.measuredAt, value: e.value })),
              line: 'solid',
              marker: 'circle',
            },
          ]}
        />
        <Legend
          label={legend.label}
          items={[
            { mark: <LegendMark line="solid" marker="circle" />, text: kind },
            { mark: <LegendMark line="band" />, text: legend.band },
          ]}
        />
        <ReadingsTable caption={healthNote.tableCaption(kind)} entries={shown} />
      </Stack>
    </Section>
  )
}
