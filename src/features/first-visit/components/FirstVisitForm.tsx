import { useQuery } from '@tanstack/react-query'
import { useController, useForm, useWatch } from 'react-hook-form'
import { getListBookableDepartmentsQueryOptions } from '@/api/generated/outpatient'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { PatientConsentText } from '@/shared/blocks/terms/PatientConsentText'
import { formatPhone } from '@/shared/lib/format'
import { todayKst } from '@/shared/lib/dates'
import { firstVisit } from '@/shared/messages/first-visit'
import { BottomAction, Button, Card, Checkbox, FactList, Page, QueryState, Stack, TextArea } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { SelectField } from '@/shared/ui/select-field/SelectField'
import { useCreateFirstVisit, type FirstVisitValues } from '@/features/first-visit/hooks/use-create-first-visit'
import {
  checkDates,
  checkSymptoms,
  DEPARTMENT_UNKNOWN,
  FIRST_VISIT_LIMITS,
  lengthOf,
  preferredDateChoices,
} from '@/features/first-visit/lib/rules'
import { DateChoices } from './DateChoices'

const { form, rules } = firstVisit

const TIME_OPTIONS = (['MORNING', 'AFTERNOON', 'ANY'] as const).map((value) => ({ value, label: form.times[value] }))

/** Departments change a few times a year. */
const departmentsQuery = () => getListBookableDepartmentsQueryOptions({ query: { staleTime: 10 * 60_000 } })

/**
 * The first-visit request: the department (or "I do not know" and the symptoms), up to three
 * clinic days, the time of day, the verified phone the desk will call, and the required consent.
 * Bad input shows its message under the field and sends nothing.
 */
export function FirstVisitForm({ phone, blocked }: { phone: string; blocked: boolean }) {
  const departments = useQuery(departmentsQuery())
  const { send, isPending } = useCreateFirstVisit()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FirstVisitValues>({
    defaultValues: { department: '', symptoms: '', dates: [], time: '', consent: false },
  })
  const [department, symptoms] = useWatch({ control, name: ['department', 'symptoms'] })
  const dates = useController({ control, name: 'dates', rules: { validate: checkDates } })
  // "I do not know" first: whoever is unsure need not read the list.
  const departmentOptions = (list: NonNullable<typeof departments.data>) => [
    { value: DEPARTMENT_UNKNOWN, label: form.departmentUnknown },
    ...list.filter((d) => d.isBookable === 'Y').map((d) => ({ value: d.departmentCode, label: d.departmentName })),
  ]

  return (
    <Page as="form" noValidate onSubmit={(event) => void handleSubmit(send, revealFirstError)(event)}>
      <Card inset spacing="roomy">
        <QueryState query={departments}>
          {(list) => (
            <SelectField
              label={form.departmentLegend}
              placeholder={form.departmentPlaceholder}
              hint={form.departmentHint}
              options={departmentOptions(list)}
              error={errors.department?.message}
              {...register('department', { required: rules.departmentRequired })}
            />
          )}
        </QueryState>
        <TextArea
          label={department === DEPARTMENT_UNKNOWN ? form.symptomsLabel : form.symptomsOptional}
          placeholder={form.symptomsPlaceholder}
          hint={form.symptomsPrivacy}
          counter={form.counter(lengthOf(symptoms), FIRST_VISIT_LIMITS.symptomsMax)}
          error={errors.symptoms?.message}
          {...register('symptoms', { validate: (text, values) => checkSymptoms(text, values.department) })}
        />
      </Card>
      <Card inset spacing="roomy">
        <DateChoices
          days={preferredDateChoices(todayKst())}
          chosen={dates.field.value}
          onChange={dates.field.onChange}
          error={dates.fieldState.error?.message}
        />
        <RadioGroup
          legend={form.timeLegend}
          options={TIME_OPTIONS}
          columns={2}
          error={errors.time?.message}
          {...register('time', { required: rules.timeRequired })}
        />
      </Card>
      <Card inset spacing="roomy">
        <Stack gap={2}>
          <FactList facts={[[form.contactLabel, formatPhone(phone)]]} />
          <p>{form.contactHint}</p>
        </Stack>
        <Stack gap={2}>
          <PatientConsentText />
          <Checkbox
            label={form.consentLabel}
            error={errors.consent?.message}
            {...register('consent', { validate: (checked) => checked || rules.consentRequired })}
          />
        </Stack>
      </Card>
      <BottomAction>
        <Button type="submit" size="lg" fullWidth loading={isPending} disabled={blocked}>
          {form.submit}
        </Button>
      </BottomAction>
    </Page>
  )
}
