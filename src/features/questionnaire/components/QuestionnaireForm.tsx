import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { appClock } from '@/shared/lib/clock'
import { isoDateTime } from '@/shared/lib/korea-time'
import { questionnaire } from '@/shared/messages/questionnaire'
import { BottomAction, Button, Checkbox, FieldError, Stack, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import {
  checkSymptoms,
  checkTemperature,
  LIMITS,
  SYMPTOMS,
  type QuestionnaireAnswers,
  type Symptom,
  type SymptomChoice,
  type YesNo,
  type YesNoUnknown,
} from '@/features/questionnaire/lib/answers'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import styles from './Questionnaire.module.css'

const { rules } = questionnaire

interface FormValues {
  visitor: string
  symptoms: SymptomChoice[]
  temperature: string
  abroad: YesNo | ''
  country: string
  contact: YesNoUnknown | ''
  diagnosed: YesNo | ''
  confirmed: boolean
}

const yesNo = (['YES', 'NO'] as const).map((value) => ({ value, label: questionnaire.answers[value] }))
const yesNoUnknown = (['YES', 'NO', 'UNKNOWN'] as const).map((value) => ({
  value,
  label: questionnaire.answers[value],
}))

/**
 * The questions as one accessible form: the visitor, the symptoms of the last 14 days (or none),
 * today's temperature, travel abroad, contact with a confirmed case, a recent diagnosis, and the
 * patient's confirmation. Bad input shows its message under the question and keeps nothing.
 */
export function QuestionnaireForm({
  visitor,
  onDone,
}: {
  visitor: string
  onDone: (answers: QuestionnaireAnswers) => void
}) {
  const symptomsId = useId()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: {
      visitor,
      symptoms: [],
      temperature: '',
      abroad: '',
      country: '',
      contact: '',
      diagnosed: '',
      confirmed: false,
    },
  })
  const abroad = useWatch({ control, name: 'abroad' })

  const done = (values: FormValues) => {
    if (!values.abroad || !values.contact || !values.diagnosed) return
    const temperature = values.temperature.trim()
    onDone({
      visitor: values.visitor.trim(),
      symptoms: values.symptoms.filter((s): s is Symptom => s !== 'NONE'),
      ...(temperature ? { temperature: Number(temperature).toFixed(1) } : {}),
      abroad: values.abroad,
      ...(values.abroad === 'YES' ? { country: values.country.trim() } : {}),
      contact: values.contact,
      diagnosed: values.diagnosed,
      completedAt: isoDateTime(appClock.now()),
    })
  }

  const symptomsError = errors.symptoms?.message ?? errors.symptoms?.root?.message
  return (
    <form className={styles.card} noValidate onSubmit={(event) => void handleSubmit(done, revealFirstError)(event)}>
      <TextField
        label={questionnaire.visitor}
        hint={questionnaire.visitorHint}
        autoComplete="name"
        maxLength={LIMITS.visitor.max}
        error={errors.visitor?.message}
        {...register('visitor', {
          validate: (value) => {
            const text = value.trim()
            if (!text) return rules.visitorRequired
            return text.length >= LIMITS.visitor.min && text.length <= LIMITS.visitor.max ? true : rules.visitorLength
          },
        })}
      />
      <Stack
        as="fieldset"
        gap={2}
        aria-describedby={symptomsError ? `${symptomsId}-error` : undefined}
        aria-invalid={symptomsError ? true : undefined}
      >
        <legend className={styles.legend}>{questionnaire.symptoms}</legend>
        <div className={styles.symptoms}>
          {[...SYMPTOMS, 'NONE' as const].map((code) => (
            <Checkbox
              key={code}
              label={questionnaire.symptomNames[code]}
              value={code}
              {...register('symptoms', { validate: (choices) => checkSymptoms(choices, rules) })}
            />
          ))}
        </div>
        <FieldError id={`${symptomsId}-error`}>{symptomsError}</FieldError>
      </Stack>
      <TextField
        label={questionnaire.temperature}
        hint={questionnaire.temperatureHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.temperature?.message}
        {...register('temperature', { validate: (value) => checkTemperature(value, rules) })}
      />
      <RadioGroup
        legend={questionnaire.abroad}
        options={yesNo}
        columns={2}
        error={errors.abroad?.message}
        {...register('abroad', { required: rules.answerRequired })}
      />
      {abroad === 'YES' && (
        <TextField
          label={questionnaire.country}
          maxLength={LIMITS.country.max}
          error={errors.country?.message}
          {...register('country', {
            shouldUnregister: true,
            validate: (value) => {
              const text = value.trim()
              if (!text) return rules.countryRequired
              return text.length <= LIMITS.country.max ? true : rules.countryLength
            },
          })}
        />
      )}
      <RadioGroup
        legend={questionnaire.contact}
        options={yesNoUnknown}
        error={errors.contact?.message}
        {...register('contact', { required: rules.answerRequired })}
      />
      <RadioGroup
        legend={questionnaire.diagnosed}
        options={yesNo}
        columns={2}
        error={errors.diagnosed?.message}
        {...register('diagnosed', { required: rules.answerRequired })}
      />
      <Checkbox
        label={questionnaire.confirm}
        error={errors.confirmed?.message}
        {...register('confirmed', { required: rules.confirmRequired })}
      />
      <BottomAction>
        <Button type="submit" fullWidth size="lg">
          {questionnaire.submit}
        </Button>
      </BottomAction>
    </form>
  )
}
