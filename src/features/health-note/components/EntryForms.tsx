import { useForm } from 'react-hook-form'
import { appClock } from '@/shared/lib/clock'
import { isoDate, isoDateTime } from '@/shared/lib/korea-time'
import { healthNote } from '@/shared/messages/health-note'
import { TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import type { BloodPressureEntry, BloodSugarEntry, SugarTiming } from '@/features/health-note/lib/entries'
import {
  checkDate,
  checkDiastolic,
  checkPulse,
  checkSugar,
  checkSystolic,
  checkTime,
  momentOf,
  readingOf,
} from '@/features/health-note/lib/validation'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import styles from './HealthNote.module.css'

const { form } = healthNote

interface MomentValues {
  date: string
  time: string
}

/** When it was measured: the entry's moment, or now (Korea time) for a new one. */
function momentDefaults(measuredAt: string | undefined): MomentValues {
  const local = isoDateTime(measuredAt ?? appClock.now())
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

const newId = () => crypto.randomUUID()

/** The two fields every entry has. */
function MomentFields({
  register,
  errors,
}: {
  register: ReturnType<typeof useForm<MomentValues>>['register']
  errors: Partial<Record<keyof MomentValues, { message?: string }>>
}) {
  return (
    <div className={styles.moment}>
      <TextField
        label={form.date}
        type="date"
        max={isoDate(appClock.now())}
        error={errors.date?.message}
        {...register('date', { validate: (date) => checkDate(date, appClock.now()) })}
      />
      <TextField
        label={form.time}
        type="time"
        error={errors.time?.message}
        {...register('time', { validate: (time, values) => checkTime(time, values.date, appClock.now()) })}
      />
    </div>
  )
}

interface PressureValues extends MomentValues {
  systolic: string
  diastolic: string
  pulse: string
}

export interface EntryFormProps<E> {
  /** The id of the form element, for the dialog's save button. */
  formId: string
  entry: E | undefined
  onSave: (entry: E) => void
}

/** A blood pressure reading: both pressures (the lower below the higher), the pulse if measured. */
export function PressureForm({ formId, entry, onSave }: EntryFormProps<BloodPressureEntry>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PressureValues>({
    defaultValues: {
      ...momentDefaults(entry?.measuredAt),
      systolic: entry ? String(entry.systolic) : '',
      diastolic: entry ? String(entry.diastolic) : '',
      pulse: entry?.pulse !== undefined ? String(entry.pulse) : '',
    },
  })
  const save = (values: PressureValues) => {
    const pulse = readingOf(values.pulse)
    onSave({
      id: entry?.id ?? newId(),
      kind: 'bp',
      measuredAt: momentOf(values.date, values.time),
      systolic: Number(values.systolic.trim()),
      diastolic: Number(values.diastolic.trim()),
      ...(pulse === undefined ? {} : { pulse }),
    })
  }
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(save, revealFirstError)(event)}
    >
      <MomentFields register={register} errors={errors} />
      <TextField
        label={form.systolic}
        inputMode="numeric"
        autoComplete="off"
        error={errors.systolic?.message}
        {...register('systolic', { validate: checkSystolic, deps: ['diastolic'] })}
      />
      <TextField
        label={form.diastolic}
        inputMode="numeric"
        autoComplete="off"
        error={errors.diastolic?.message}
        {...register('diastolic', { validate: (value, values) => checkDiastolic(value, values.systolic) })}
      />
      <TextField
        label={form.pulse}
        inputMode="numeric"
        autoComplete="off"
        error={errors.pulse?.message}
        {...register('pulse', { validate: checkPulse })}
      />
    </form>
  )
}

interface SugarValues extends MomentValues {
  value: string
  timing: SugarTiming | ''
}

const TIMING_OPTIONS = (['FASTING', 'AFTER_MEAL'] as const).map((value) => ({
  value,
  label: healthNote.timings[value],
}))

/** A blood sugar reading and when it was taken (fasting or two hours after a meal). */
export function SugarForm({ formId, entry, onSave }: EntryFormProps<BloodSugarEntry>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SugarValues>({
    defaultValues: {
      ...momentDefaults(entry?.measuredAt),
      value: entry ? String(entry.value) : '',
      timing: entry?.timing ?? '',
    },
  })
  const save = (values: SugarValues) => {
    if (!values.timing) return
    onSave({
      id: entry?.id ?? newId(),
      kind: 'sugar',
      measuredAt: momentOf(values.date, values.time),
      value: Number(values.value.trim()),
      timing: values.timing,
    })
  }
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(save, revealFirstError)(event)}
    >
      <MomentFields register={register} errors={errors} />
      <TextField
        label={form.sugar}
        inputMode="numeric"
        autoComplete="off"
        error={errors.value?.message}
        {...register('value', { validate: checkSugar })}
      />
      <RadioGroup
        legend={form.timing}
        options={TIMING_OPTIONS}
        columns={2}
        error={errors.timing?.message}
        {...register('timing', { required: healthNote.rules.timingRequired })}
      />
    </form>
  )
}
