import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useUpdateCarInfo } from '@/api/generated/common'
import type { CarInfo } from '@/api/generated/common/model'
import { parking } from '@/shared/messages/parking'
import { Button, TextField } from '@/shared/ui'
import { carNumberProblem, normalizeCarNumber } from '@/features/parking/lib/car-number'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import styles from './Parking.module.css'

const { register: words, validation } = parking

/** Room for the spaces patients type between the parts of a plate (서울 12 가 3456). */
const INPUT_MAX_LENGTH = 16

interface CarNumberFormProps {
  colNum: number
  /** The number registered in this slot now (changing it), or none (registering a car). */
  current?: string | undefined
  onSaved: (info: CarInfo, carNumber: string) => void
  onCancel: () => void
}

/**
 * The car number of one slot: checked with the plate rule before anything is sent (a bad plate
 * shows the message under the field and sends nothing), sent without the spaces typed.
 */
export function CarNumberForm({ colNum, current, onSaved, onCancel }: CarNumberFormProps) {
  const update = useUpdateCarInfo()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ carNumber: string }>({ defaultValues: { carNumber: '' } })

  useEffect(() => setFocus('carNumber'), [setFocus])

  const submit = handleSubmit(async ({ carNumber }) => {
    const plate = normalizeCarNumber(carNumber)
    try {
      onSaved(await update.mutateAsync({ data: { colNum, carNumber: plate } }), plate)
    } catch {
      // The refusal's dialog has said why (a number already registered ...).
    }
  }, revealFirstError)

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={words.field}
        hint={words.hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={INPUT_MAX_LENGTH}
        error={errors.carNumber?.message}
        {...register('carNumber', {
          validate: (value) => {
            const problem = carNumberProblem(value)
            if (problem) return validation[problem]
            return normalizeCarNumber(value) !== current || words.sameNumber
          },
        })}
      />
      <div className={styles.formActions}>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          {words.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {current ? words.submitChange : words.submitAdd}
        </Button>
      </div>
    </form>
  )
}
