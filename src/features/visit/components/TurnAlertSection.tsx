import { BellRing } from 'lucide-react'
import { kst } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { visit } from '@/shared/messages/visit'
import { nativeBridge } from '@/shared/native'
import { InfoBox, Section, Stack, Switch, Text } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { availableThresholds, proposedThreshold, type TurnAlert } from '@/features/visit/lib/turn-alert'
import styles from './VisitScreens.module.css'

const words = visit.turnAlert

export interface TurnAlertSectionProps {
  alert: TurnAlert | undefined
  /** People ahead now. */
  ahead: number
  /** A threshold to be told at, or `undefined` to turn it off. */
  onChoose: (threshold: number | undefined) => void
  /** The phone's notifications are off. */
  blocked: boolean
}

/** "Tell me when N people are ahead" (3, or fewer than are ahead now), and what has been done about it. */
export function TurnAlertSection({ alert, ahead, onChoose, blocked }: TurnAlertSectionProps) {
  const proposed = proposedThreshold(ahead)
  // The chosen one stays listed while the queue moves towards it.
  const choices = [...new Set([...availableThresholds(ahead), ...(alert ? [alert.threshold] : [])])].sort(
    (a, b) => a - b,
  )
  const turnOn = (on: boolean) => {
    if (!on) return onChoose(undefined)
    // The shell asks once; after that it is the phone's setting.
    nativeBridge().requestPermissions(['notifications'])
    onChoose(proposed)
  }
  if (!alert && proposed === undefined) {
    return (
      <Section title={words.title} padded>
        <Text>{words.tooClose}</Text>
      </Section>
    )
  }
  return (
    <Section title={words.title}>
      <Switch
        label={words.switchLabel}
        description={words.switchHint}
        checked={alert !== undefined}
        onChange={turnOn}
      />
      {alert && !alert.firedAt && (
        <Stack padded>
          <RadioGroup
            legend={words.choose}
            name="turn-alert-threshold"
            columns={2}
            options={choices.map((count) => ({ value: String(count), label: words.choice(count) }))}
            selected={String(alert.threshold)}
            onChange={(event) => onChoose(Number(event.target.value))}
          />
          <Text size="sm" tone="sub">
            {words.watching(alert.threshold)}
          </Text>
          <Text size="sm" tone="sub">
            {words.background}
          </Text>
        </Stack>
      )}
      {alert?.firedAt && (
        <p className={styles.alertFired}>
          <BellRing aria-hidden="true" />
          {words.fired(formatTime(kst(alert.firedAt).format('HH:mm')))}
        </p>
      )}
      {blocked && (
        <Stack padded>
          <InfoBox>{words.blocked}</InfoBox>
        </Stack>
      )}
    </Section>
  )
}
