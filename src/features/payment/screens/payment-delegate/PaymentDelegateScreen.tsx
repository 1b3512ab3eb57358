import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessageOf } from '@/api/http'
import { payment } from '@/shared/messages/payment'
import { validation } from '@/shared/messages/validation'
import { Button, FactList, InfoBox, Page, Section, Stack, Text, TextField } from '@/shared/ui'
import { BillsPayment } from '@/features/payment/components/BillsPayment'
import { PaymentTabs } from '@/features/payment/components/PaymentTabs'
import { patientSummaryQuery } from '@/features/payment/payment.queries'
import { checkBirthDate8 } from '@/shared/forms/digit-checks'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { todayKst } from '@/shared/lib/dates'
import { LIMITS } from '@/shared/config/constants'

const { delegate } = payment

const PATIENT_NO_LENGTH = 8

interface DelegateForm {
  patientNo: string
  birthDate: string
}

/** Who the payer asked about: the number and the birth date they know. */
interface Target {
  patientNo: string
  birthDate: string
}

/**
 * Proxy payment (대리수납): the patient number (required, digits only) and the patient's birth
 * date (the server confirms the two together, so numbers cannot be tried one after another: a
 * documented deviation from the spec), the masked name to confirm it is the right patient, then
 * that patient's bills (amounts only, nothing of the care) and the same card payment.
 */
export default function PaymentDelegateScreen() {
  const [target, setTarget] = useState<Target | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DelegateForm>({ defaultValues: { patientNo: '', birthDate: '' } })
  const summary = useQuery({
    ...patientSummaryQuery(target?.patientNo ?? '', target?.birthDate ?? ''),
    enabled: target !== null,
  })

  const changed = () => {
    setTarget(null)
    setConfirmed(false)
  }
  const field = register('patientNo', {
    required: validation.patientNoRequired,
    pattern: { value: /^\d+$/, message: validation.patientNoDigits },
    validate: (value) => value.length === PATIENT_NO_LENGTH || delegate.length,
    onChange: changed,
  })
  const birthField = register('birthDate', {
    validate: (value) => checkBirthDate8(value, todayKst()),
    onChange: changed,
  })
  const lookupError = target !== null && summary.isError ? errorMessageOf(summary.error) : undefined

  return (
    <Page>
      <PaymentTabs current="outpatientPaymentDelegate" />
      <Stack inset>
        <InfoBox>{delegate.intro}</InfoBox>
      </Stack>
      <Stack
        as="form"
        inset
        noValidate
        onSubmit={handleSubmit(({ patientNo, birthDate }) => {
          setConfirmed(false)
          if (patientNo === target?.patientNo && birthDate === target.birthDate) void summary.refetch()
          else setTarget({ patientNo, birthDate: birthDate.trim() })
        }, revealFirstError)}
      >
        <TextField
          label={delegate.patientNo}
          hint={delegate.patientNoHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PATIENT_NO_LENGTH}
          error={errors.patientNo?.message}
          {...field}
        />
        <TextField
          label={delegate.birthDate}
          hint={delegate.birthDateHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={LIMITS.birthDateLength}
          error={errors.birthDate?.message ?? lookupError}
          {...birthField}
        />
        <Button type="submit" variant="secondary" loading={target !== null && summary.isFetching}>
          {delegate.lookup}
        </Button>
      </Stack>
      {summary.data && target !== null && !confirmed && (
        <Section title={delegate.confirmTitle} padded>
          <FactList
            align="end"
            facts={[
              [
                delegate.patientName,
                <Text as="span" size="xl" weight="bold">
                  {summary.data.maskedName}
                </Text>,
              ],
              [delegate.patientNo, summary.data.patientNo],
            ]}
          />
          <Button fullWidth onClick={() => setConfirmed(true)}>
            {delegate.confirm}
          </Button>
        </Section>
      )}
      {confirmed && target !== null && <BillsPayment key={target.patientNo} patientNo={target.patientNo} />}
    </Page>
  )
}
