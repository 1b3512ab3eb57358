import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { TermsSummary } from '@/api/generated/account/model'
import { account } from '@/shared/messages/account'
import { validation } from '@/shared/messages/validation'
import { BottomAction, Button, Card, Checkbox, FieldError, Stack } from '@/shared/ui'
import { useShowTerms } from '@/features/account/hooks/use-show-terms'
import { agreedTermIds, isRequiredTerm, termField, termTitle } from '@/features/account/lib/terms'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import styles from './Account.module.css'

type TermsValues = Record<string, boolean>

export interface TermsAgreementFormProps {
  terms: readonly TermsSummary[]
  pending: boolean
  onSubmit: (agreedIds: number[]) => Promise<void>
}

/**
 * The sign-up terms: "agree to all", one checkbox per term with its full text behind "보기".
 * Every required term must be checked (the spec's message), or nothing is sent.
 */
export function TermsAgreementForm({ terms, pending, onSubmit }: TermsAgreementFormProps) {
  const showTerms = useShowTerms()
  const missingId = useId()
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<TermsValues>({
    defaultValues: Object.fromEntries(terms.map((term) => [termField(term.termsId), false])),
  })
  const values = useWatch({ control })
  const allChecked = terms.length > 0 && terms.every((term) => values[termField(term.termsId)] === true)
  const missing = terms.some((term) => errors[termField(term.termsId)])

  const checkAll = (checked: boolean) => {
    for (const term of terms) setValue(termField(term.termsId), checked, { shouldValidate: isSubmitted })
  }

  const submit = handleSubmit((checked) => onSubmit(agreedTermIds(terms, checked)), revealFirstError)

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack inset>
        <Card>
          <div className={styles.allAgree}>
            <Checkbox
              label={account.signUp.allAgree}
              checked={allChecked}
              onChange={(event) => checkAll(event.target.checked)}
            />
            <p className={styles.allAgreeHint}>{account.signUp.allAgreeHint}</p>
          </div>
          <fieldset className={styles.terms}>
            <legend className="visually-hidden">{account.signUp.termsLegend}</legend>
            {terms.map((term) => {
              const field = termField(term.termsId)
              const invalid = Boolean(errors[field])
              return (
                <div key={term.termsId} className={styles.termRow}>
                  <Checkbox
                    label={account.signUp.termLabel(termTitle(term), isRequiredTerm(term))}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? missingId : undefined}
                    {...register(field, {
                      validate: (checked) => !isRequiredTerm(term) || checked || validation.requiredTerms,
                    })}
                  />
                  <button
                    type="button"
                    className={styles.viewButton}
                    aria-label={account.viewTerm(termTitle(term))}
                    onClick={() => void showTerms(term.termsId)}
                  >
                    {account.view}
                  </button>
                </div>
              )
            })}
          </fieldset>
          {missing && <FieldError id={missingId}>{validation.requiredTerms}</FieldError>}
        </Card>
      </Stack>
      <BottomAction>
        <Button type="submit" size="lg" loading={pending}>
          {account.signUp.submit}
        </Button>
      </BottomAction>
    </form>
  )
}
