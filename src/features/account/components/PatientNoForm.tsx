import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { account } from '@/shared/messages/account'
import { validation } from '@/shared/messages/validation'
import { BottomAction, Button, Card, Checkbox, Stack, TextField } from '@/shared/ui'
import { PatientConsentText } from '@/shared/blocks/terms/PatientConsentText'
import { todayKst } from '@/shared/lib/dates'
import {
  checkName,
  checkResidentFront,
  checkResidentNumber,
  joinResidentNumber,
  residentNumberMatchesBirthDate,
} from '@/features/account/lib/validation'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { ResidentNumberField } from './ResidentNumberField'

const { registerPatient } = account

interface PatientNoFormValues {
  userName: string
  front: string
  back: string
  consent: boolean
}

export interface PatientNoSubmission {
  userName: string
  /** 13 digits. */
  residentNumber: string
}

export interface PatientNoFormProps {
  nameLabel: string
  defaultName: string
  /** A family member's name comes from their account and must match the hospital's record. */
  nameReadOnly?: boolean
  submitLabel: string
  pending: boolean
  onSubmit: (values: PatientNoSubmission) => Promise<void>
  /** A second action beside the submit button ("나중에 등록하기"). */
  secondary?: ReactNode
  /**
   * The birth date the app knows for this person (YYYY-MM-DD) and what to say when the resident
   * number's differs: checked before anything is sent.
   */
  knownBirthDate?: { value: string; mismatch: string }
}

/**
 * Patient number registration (spec section 5): name, the resident registration number (6 + 7,
 * digits only, complete) and the required consent. Bad input shows the spec's messages under the
 * fields and nothing is sent.
 */
export function PatientNoForm({
  nameLabel,
  defaultName,
  nameReadOnly = false,
  submitLabel,
  pending,
  onSubmit,
  secondary,
  knownBirthDate,
}: PatientNoFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PatientNoFormValues>({ defaultValues: { userName: defaultName, front: '', back: '', consent: false } })

  const checkBack = (back: string, { front }: PatientNoFormValues) => {
    const valid = checkResidentNumber(front, back, todayKst())
    if (valid !== true || !knownBirthDate) return valid
    return residentNumberMatchesBirthDate(front, back, knownBirthDate.value) || knownBirthDate.mismatch
  }

  const submit = handleSubmit(
    (values) =>
      onSubmit({ userName: values.userName.trim(), residentNumber: joinResidentNumber(values.front, values.back) }),
    revealFirstError,
  )

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack inset>
        <Card spacing="roomy">
          <TextField
            label={nameLabel}
            autoComplete="name"
            readOnly={nameReadOnly}
            error={errors.userName?.message}
            {...register('userName', { validate: checkName })}
          />
          <ResidentNumberField
            front={register('front', { validate: checkResidentFront })}
            back={register('back', { validate: checkBack })}
            error={errors.front?.message ?? errors.back?.message}
            hint={registerPatient.residentHint}
          />
          <Stack gap={2}>
            <PatientConsentText />
            <Checkbox
              label={registerPatient.consentLabel}
              error={errors.consent?.message}
              {...register('consent', { validate: (checked) => checked || validation.consentRequired })}
            />
          </Stack>
        </Card>
      </Stack>
      <BottomAction>
        {secondary}
        <Button type="submit" size="lg" loading={pending}>
          {submitLabel}
        </Button>
      </BottomAction>
    </form>
  )
}
