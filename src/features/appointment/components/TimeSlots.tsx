import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useState } from 'react'
import type { AvailableTime } from '@/api/generated/outpatient/model'
import { formatTime } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { groupTimes } from '@/features/appointment/lib/times'
import { Button, Stack, Text, ToggleChip } from '@/shared/ui'
import styles from './Appointment.module.css'

const { step2: words } = appointment

function Group({
  title,
  times,
  selected,
  onSelect,
}: {
  title: string
  times: AvailableTime[]
  selected: string | undefined
  onSelect: (time: string) => void
}) {
  if (times.length === 0) return null
  return (
    <div className={styles.timeGroup} role="group" aria-label={title}>
      <Text as="h3" weight="bold">
        {title}
      </Text>
      <div className={styles.times}>
        {times.map(({ appointmentTime, isAvailable }) => (
          <ToggleChip
            key={appointmentTime}
            shape="box"
            className={styles.time}
            disabled={isAvailable !== 'Y'}
            pressed={appointmentTime === selected}
            onClick={() => onSelect(appointmentTime)}
          >
            {formatTime(appointmentTime)}
            {isAvailable !== 'Y' && <span className={styles.taken}>{words.taken}</span>}
          </ToggleChip>
        ))}
      </div>
    </div>
  )
}

/**
 * The chosen day's times in 12-hour form, grouped 오전 and 오후: the open ones first, the taken
 * ones folded under a button that counts them (a dozen greyed times would bury the two open).
 */
export function TimeSlots({
  times,
  selected,
  onSelect,
}: {
  times: readonly AvailableTime[]
  selected: string | undefined
  onSelect: (time: string) => void
}) {
  const [showTaken, setShowTaken] = useState(false)
  const takenId = useId()
  const open = groupTimes(times.filter((t) => t.isAvailable === 'Y'))
  const taken = times.filter((t) => t.isAvailable !== 'Y')
  const takenGroups = groupTimes(taken)
  if (!times.some((t) => t.isAvailable === 'Y')) return <Text>{words.noTimes}</Text>
  return (
    <Stack gap={4}>
      <Group title={words.morning} times={open.morning} selected={selected} onSelect={onSelect} />
      <Group title={words.afternoon} times={open.afternoon} selected={selected} onSelect={onSelect} />
      {taken.length > 0 && (
        <>
          <Button
            variant="text"
            aria-expanded={showTaken}
            aria-controls={takenId}
            icon={showTaken ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            onClick={() => setShowTaken((shown) => !shown)}
          >
            {showTaken ? words.hideTaken : words.showTaken(taken.length)}
          </Button>
          <div id={takenId} hidden={!showTaken}>
            {showTaken && (
              <Stack gap={4}>
                <Group
                  title={`${words.morning} ${words.taken}`}
                  times={takenGroups.morning}
                  selected={selected}
                  onSelect={onSelect}
                />
                <Group
                  title={`${words.afternoon} ${words.taken}`}
                  times={takenGroups.afternoon}
                  selected={selected}
                  onSelect={onSelect}
                />
              </Stack>
            )}
          </div>
        </>
      )}
    </Stack>
  )
}
