import { useId, useRef, type ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { LIMITS } from '@/shared/config/constants'
import { account } from '@/shared/messages/account'
import { FieldError, Stack, Text } from '@/shared/ui'
import styles from './Account.module.css'

const [FRONT, BACK] = LIMITS.residentNumberParts
const { registerPatient } = account

export interface ResidentNumberFieldProps {
  /** `register('front', …)` and `register('back', …)` of the form. */
  front: UseFormRegisterReturn
  back: UseFormRegisterReturn
  /** The first message of the two parts: one message for the number. */
  error?: string | undefined
  hint?: string
}

/**
 * The resident registration number as patients write it: the front 6 digits, a dash, the back 7
 * digits hidden like a password. Both open the number pad; the cursor moves on by itself once
 * the front is complete.
 */
export function ResidentNumberField({ front, back, error, hint }: ResidentNumberFieldProps) {
  const id = useId()
  const backInput = useRef<HTMLInputElement | null>(null)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  const invalid = error ? true : undefined

  const onFrontChange = async (event: ChangeEvent<HTMLInputElement>) => {
    await front.onChange(event)
    if (event.target.value.length === FRONT) backInput.current?.focus()
  }

  return (
    <Stack as="fieldset" gap={2}>
      <Text as="legend" size="sm" weight="bold" tone="sub" className={styles.residentLegend}>
        {registerPatient.residentNumber}
      </Text>
      <div className={styles.residentRow}>
        <Stack gap={1}>
          <label htmlFor={`${id}-front`}>
            <span className="visually-hidden">{registerPatient.residentNumber} </span>
            {registerPatient.residentFront}
          </label>
          <input
            {...front}
            onChange={(event) => void onFrontChange(event)}
            id={`${id}-front`}
            className={styles.residentInput}
            inputMode="numeric"
            autoComplete="off"
            maxLength={FRONT}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </Stack>
        <span className={styles.residentDash} aria-hidden="true">
          -
        </span>
        <Stack gap={1}>
          <label htmlFor={`${id}-back`}>
            <span className="visually-hidden">{registerPatient.residentNumber} </span>
            {registerPatient.residentBack}
          </label>
          <input
            {...back}
            ref={(element) => {
              back.ref(element)
              backInput.current = element
            }}
            id={`${id}-back`}
            type="password"
            className={styles.residentInput}
            inputMode="numeric"
            autoComplete="off"
            maxLength={BACK}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </Stack>
      </div>
      {hint && (
        <Text id={hintId} size="sm" tone="sub">
          {hint}
        </Text>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </Stack>
  )
}
