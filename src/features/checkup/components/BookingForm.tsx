import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarCheck, CalendarX } from 'lucide-react'
import { type FormEvent, useMemo, useState } from 'react'
import { useController, useForm, useWatch } from 'react-hook-form'
import { useCreateCheckupAppointment } from '@/api/generated/checkup'
import type {
  CheckupAppointment,
  CheckupAvailableDates,
  CheckupPackage,
  CheckupType,
} from '@/api/generated/checkup/model'
import { errorMessageOf, isApiError } from '@/api/http'
import { formatWon } from '@/shared/lib/format'
import { fullDateLabel, monthOf, monthsBetween } from '@/shared/lib/calendar'
import { formatDate, todayKst } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { useOverlays } from '@/shared/overlays/overlays-context'
import {
  Button,
  Card,
  EmptyState,
  FactList,
  FieldError,
  InfoBox,
  QueryState,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import { MonthCalendar, type CalendarDay } from '@/shared/ui/month-calendar/MonthCalendar'
import { RadioGroup } from '@/shared/ui/radio-group/RadioGroup'
import { availableDatesQuery, packagesQuery, refreshAfterAppointmentChange } from '@/features/checkup/checkup.queries'
import { bookingWindow, lookOf } from '@/features/checkup/lib/booking-window'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import styles from './Booking.module.css'

const { appointment: words } = checkup

interface BookingValues {
  checkupType: CheckupType
  packageCode: string
  receptionDate: string
}

const LEGEND = [
  { label: checkup.appointment.legendAvailable, look: 'available' },
  { label: checkup.appointment.legendLead, look: 'rule' },
  { label: checkup.appointment.legendClosed, look: 'unavailable' },
] as const

function PackageLabel({ pkg }: { pkg: CheckupPackage }) {
  return (
    <Stack as="span" gap={1}>
      <Text as="span" weight="bold">
        {pkg.packageName}
      </Text>
      <Text as="span" size="sm" tone="sub">
        {pkg.summary}
      </Text>
      <Text as="span" size="sm" tone="sub">
        {`${words.packageMinutes(pkg.durationMinutes)} · ${
          pkg.priceWon === 0 ? words.packageFree : words.packagePrice(formatWon(pkg.priceWon))
        }`}
      </Text>
    </Stack>
  )
}

/** The month calendar of the chosen type, with why each closed day is closed. */
function DateChoice({
  data,
  selected,
  onSelect,
}: {
  data: CheckupAvailableDates
  selected: string | undefined
  onSelect: (date: string) => void
}) {
  const range = useMemo(() => bookingWindow(data.applicationDate), [data.applicationDate])
  const months = useMemo(() => monthsBetween(range.start, range.end), [range])
  const [shownMonth, setShownMonth] = useState<string>()
  const [explained, setExplained] = useState<string>()
  const byDate = useMemo(() => new Map(data.dates.map((d) => [d.date, d])), [data.dates])
  const firstDate = formatDate(data.firstBookableDate)

  const dayOf = (date: string): CalendarDay => {
    const day = byDate.get(date)
    const look = lookOf(day)
    const state =
      look === 'available'
        ? `${words.legendAvailable}, ${words.remaining(day?.remaining ?? 0)}`
        : words.closed[day?.closedReason ?? 'CLOSED_DAY']
    return { available: look === 'available', rule: look === 'rule', label: `${fullDateLabel(date)}, ${state}` }
  }

  const explain = (date: string) => {
    const reason = byDate.get(date)?.closedReason ?? 'CLOSED_DAY'
    setExplained(
      reason === 'LEAD_TIME'
        ? `${formatDate(date)}: ${words.leadRuleDetail(firstDate)}`
        : words.closedTapped(formatDate(date), words.closed[reason]),
    )
  }

  if (!data.dates.some((d) => d.isAvailable === 'Y')) {
    return <EmptyState icon={<CalendarX aria-hidden="true" />} title={words.noDates} description={words.noDatesHint} />
  }
  return (
    <MonthCalendar
      month={shownMonth ?? monthOf(selected ?? data.firstBookableDate)}
      months={months}
      onMonthChange={setShownMonth}
      day={dayOf}
      selected={selected}
      onSelect={(date) => {
        setExplained(undefined)
        onSelect(date)
      }}
      legend={LEGEND}
      onUnavailablePress={explain}
      note={
        <Stack gap={2}>
          <InfoBox title={words.leadRule}>{words.leadRuleDetail(firstDate)}</InfoBox>
          <p className={styles.explained} role="status">
            {explained}
          </p>
        </Stack>
      }
    />
  )
}

/**
 * Booking a checkup: the type, the program, a day from three weeks after today (the earlier days
 * say why they are closed), then one tap. Missing choices are said under the form and nothing is
 * sent; the server's refusals are shown as they come.
 */
export function BookingForm({ appointments }: { appointments: readonly CheckupAppointment[] }) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const packages = useQuery(packagesQuery())
  const create = useCreateCheckupAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<BookingValues>({
    defaultValues: { checkupType: 'SYNTHESIS', packageCode: '', receptionDate: '' },
  })
  const type = useWatch({ control, name: 'checkupType' })
  const packageCode = useWatch({ control, name: 'packageCode' })
  const date = useController({ control, name: 'receptionDate', rules: { required: words.chooseDateFirst } })
  const range = useMemo(() => bookingWindow(todayKst()), [])
  const dates = useQuery(availableDatesQuery(type, range.start, range.end))
  const booked = appointments.find((a) => a.checkupType === type)
  const chosenPackage = packages.data?.find((p) => p.packageCode === packageCode)

  const submit = handleSubmit(async (values) => {
    const hide = overlays.showSpinner()
    try {
      await create.mutateAsync({ data: { packageCode: values.packageCode, receptionDate: values.receptionDate } })
      hide()
      overlays.toast(words.booked)
      reset({ checkupType: values.checkupType, packageCode: '', receptionDate: '' })
      window.scrollTo({ top: 0 })
    } catch (error) {
      hide()
      if (isApiError(error) && error.kind === 'auth') return
      await overlays.alert({
        title: words.refusedTitle,
        message: (isApiError(error) && error.reason) || errorMessageOf(error),
        tone: 'error',
      })
    } finally {
      hide()
      await refreshAfterAppointmentChange(queryClient)
    }
  }, revealFirstError)

  const typeField = register('checkupType', {
    onChange: () => {
      setValue('packageCode', '')
      setValue('receptionDate', '')
    },
  })

  return (
    <Stack as="form" gap={5} className={styles.form} onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <RadioGroup
        legend={words.chooseType}
        columns={2}
        options={[
          { value: 'SYNTHESIS', label: checkup.type.SYNTHESIS },
          { value: 'NATION', label: checkup.type.NATION },
        ]}
        {...typeField}
      />
      {booked ? (
        <InfoBox tone="warning">{words.alreadyBooked}</InfoBox>
      ) : (
        <>
          <QueryState query={packages} loading={<SkeletonList rows={2} />}>
            {(list) => {
              const ofType = list.filter((p) => p.checkupType === type)
              if (ofType.length === 0) return <EmptyState title={words.noPackages} description={words.noDatesHint} />
              return (
                <RadioGroup
                  legend={words.choosePackage}
                  options={ofType.map((pkg) => ({ value: pkg.packageCode, label: <PackageLabel pkg={pkg} /> }))}
                  error={formState.errors.packageCode?.message}
                  {...register('packageCode', { required: words.chooseTypeFirst })}
                />
              )
            }}
          </QueryState>
          <Stack as="fieldset" gap={2} aria-describedby={date.fieldState.error ? 'booking-date-error' : undefined}>
            <legend className={styles.legend}>{words.chooseDate}</legend>
            <QueryState query={dates} loading={<SkeletonList rows={3} />}>
              {(data) => (
                <DateChoice data={data} selected={date.field.value || undefined} onSelect={date.field.onChange} />
              )}
            </QueryState>
            <FieldError id="booking-date-error">{date.fieldState.error?.message}</FieldError>
          </Stack>
          {(chosenPackage || date.field.value) && (
            <Card tone="primary">
              <Text weight="bold">{words.summary}</Text>
              <FactList
                facts={[
                  [words.program, chosenPackage?.packageName],
                  [words.date, date.field.value && formatDate(date.field.value)],
                  [words.time, words.defaultStart],
                ]}
              />
            </Card>
          )}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={create.isPending}
            icon={<CalendarCheck aria-hidden="true" />}
          >
            {words.submit}
          </Button>
        </>
      )}
    </Stack>
  )
}
