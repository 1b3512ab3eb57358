import { BellOff, BellRing } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { appClock } from '@/shared/lib/clock'
import { todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime, ISO_DATE } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { appointment } from '@/shared/messages/appointment'
import { Button, EmptyState, Page, Section, SkeletonList, Stack, Text, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { useAppointmentAlarm, useAppointmentName } from '@/features/appointment/hooks/use-appointment-alarm'
import {
  alarmProblem,
  appointmentMoment,
  atKst,
  presetAlarms,
  type AlarmPreset,
} from '@/features/appointment/lib/alarm'
import { isSameDayTest } from '@/features/appointment/lib/inquiry'
import { revealFirstError } from '@/shared/forms/reveal-first-error'

const { alarm: words, inquiry } = appointment

type Choice = AlarmPreset | 'custom'

interface Values {
  choice: Choice
  date: string
  time: string
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** 2026.11.25 (수) 오전 9:00 for a moment in Korea. */
const momentText = (at: ReturnType<typeof atKst>) => `${formatDate(at.toDate())} ${formatTime(at.format('HH:mm'))}`

function AlarmForm({
  appointmentId,
  date,
  time,
  kind,
}: {
  appointmentId: string
  date: string
  time: string
  kind: 'clinic' | 'test'
}) {
  const alarm = useAppointmentAlarm(appointmentId)
  const [now] = useState(() => appClock.now())
  const presets = presetAlarms(date, time, now)
  const appointment = appointmentMoment(date, time)
  const { name, loading } = useAppointmentName(appointmentId, kind)
  const whenText = `${formatDate(date)} ${
    isSameDayTest(time) ? (date === todayKst() ? inquiry.sameDayToday : inquiry.sameDay) : formatTime(time)
  }`
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { choice: presets.find((p) => !p.problem)?.id ?? 'custom', date, time: '09:00' },
  })
  const choice = useWatch({ control, name: 'choice' })

  const save = async (values: Values) => {
    const at =
      values.choice === 'custom' ? atKst(values.date, values.time) : presets.find((p) => p.id === values.choice)!.at
    await alarm.set(at, words.notificationBody(whenText, name), words.saved(momentText(at)))
  }

  return (
    <form onSubmit={(event) => void handleSubmit(save, revealFirstError)(event)} noValidate>
      <Section title={words.appointment} padded>
        <Stack>
          {loading ? (
            <SkeletonList rows={1} />
          ) : (
            <Text size="lg" weight="bold">
              {name}
            </Text>
          )}
          <Text size="lg" weight="bold" tone="primary">
            {whenText}
          </Text>
        </Stack>
      </Section>
      <Section title={words.choose} padded>
        <Stack>
          <RadioGroup
            legend={words.choose}
            legendHidden
            options={[
              ...presets.map((preset) => ({
                value: preset.id,
                disabled: preset.problem !== null,
                label: (
                  <Stack as="span" gap={1}>
                    <Text as="span">{words[preset.id]}</Text>
                    <Text as="span" size="sm" tone="sub">
                      {preset.problem ? words.passed : momentText(preset.at)}
                    </Text>
                  </Stack>
                ),
              })),
              { value: 'custom', label: words.custom },
            ]}
            {...register('choice')}
          />
          {choice === 'custom' && (
            <Stack gap={4}>
              <TextField
                label={words.customDate}
                type="date"
                min={todayKst()}
                max={date}
                error={errors.date?.message}
                {...register('date', {
                  required: words.required,
                  pattern: { value: ISO_DATE, message: words.required },
                })}
              />
              <TextField
                label={words.customTime}
                type="time"
                step={300}
                error={errors.time?.message}
                {...register('time', {
                  required: words.required,
                  pattern: { value: TIME, message: words.required },
                  // Spec section 5: never later than the appointment (and never already past).
                  validate: (value, values) => {
                    if (!ISO_DATE.test(values.date) || !TIME.test(value)) return true
                    const problem = alarmProblem(atKst(values.date, value), appointment, appClock.now())
                    return problem ? words[problem] : true
                  },
                })}
              />
            </Stack>
          )}
        </Stack>
      </Section>
      {/* In the flow of the form: this screen keeps the tab bar, which would cover a bar fixed at the bottom. */}
      <Stack inset>
        <Button type="submit" size="lg" fullWidth icon={<BellRing aria-hidden="true" />} loading={isSubmitting}>
          {words.save}
        </Button>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          icon={<BellOff aria-hidden="true" />}
          onClick={() => void alarm.turnOff()}
        >
          {words.off}
        </Button>
      </Stack>
    </form>
  )
}

/**
 * A reminder for a booking: the day before at 9, two hours before, or a time of one's own, set
 * by the phone (native bridge). A time later than the appointment is refused and nothing is set.
 */
export default function AlarmSettingsScreen() {
  const { appointmentId = '', appointmentDate = '', appointmentTime = '', routeInfo } = useParams()
  const valid = appointmentId !== '' && ISO_DATE.test(appointmentDate) && TIME.test(appointmentTime)
  return (
    <Page>
      {valid ? (
        <AlarmForm
          appointmentId={appointmentId}
          date={appointmentDate}
          time={appointmentTime}
          kind={routeInfo === 'test' ? 'test' : 'clinic'}
        />
      ) : (
        <EmptyState title={messages.errors.notFound} />
      )}
    </Page>
  )
}
