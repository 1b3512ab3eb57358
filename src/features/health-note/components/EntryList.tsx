import { formatDate, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { healthNote } from '@/shared/messages/health-note'
import { Button, Section } from '@/shared/ui'
import type { HealthEntry } from '@/features/health-note/lib/entries'
import { levelOf, valueText } from '@/features/health-note/lib/readings'
import styles from './HealthNote.module.css'
import { LevelBadge } from './LevelBadge'

/** 2026.11.23 (월) 오전 8:30 */
export const whenText = (measuredAt: string): string =>
  `${formatDate(measuredAt)} ${formatTime(isoDateTime(measuredAt).slice(11, 16))}`

export interface EntryListProps {
  title: string
  entries: readonly HealthEntry[]
  onEdit: (entry: HealthEntry) => void
  onRemove: (entry: HealthEntry) => void
}

/** Every entry of a kind, newest first, each with its level in words and a way to fix or remove it. */
export function EntryList({ title, entries, onEdit, onRemove }: EntryListProps) {
  return (
    <Section title={title}>
      <ul className={styles.entries} aria-label={title}>
        {entries.map((entry) => {
          const when = whenText(entry.measuredAt)
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryText}>
                <p className={styles.entryWhen}>{when}</p>
                <p className={styles.entryValue}>
                  {valueText(entry)}
                  {entry.kind === 'bp' && entry.pulse !== undefined && (
                    <span className={styles.sub}> · {healthNote.pulseValue(entry.pulse)}</span>
                  )}
                  {entry.kind === 'sugar' && <span className={styles.sub}> · {healthNote.timings[entry.timing]}</span>}
                </p>
              </div>
              <LevelBadge level={levelOf(entry)} />
              <div className={styles.entryActions}>
                <Button variant="ghost" aria-label={healthNote.editLabel(when)} onClick={() => onEdit(entry)}>
                  {healthNote.edit}
                </Button>
                <Button variant="ghost" aria-label={healthNote.removeLabel(when)} onClick={() => onRemove(entry)}>
                  {healthNote.remove}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
