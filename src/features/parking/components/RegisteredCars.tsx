import { useQueryClient } from '@tanstack/react-query'
import { Car, Plus } from 'lucide-react'
import { useState } from 'react'
import { getFetchCarInfoQueryKey, useUpdateCarInfo } from '@/api/generated/common'
import type { CarInfo, RegisteredCar } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { parking } from '@/shared/messages/parking'
import { useOnline } from '@/shared/offline/connectivity'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Button, EmptyState, Stack } from '@/shared/ui'
import { CarNumberForm } from './CarNumberForm'
import styles from './Parking.module.css'

const { register: words } = parking

/** The slots the server keeps (colNum 1 and 2). */
const SLOTS = [1, 2] as const

type Editing = { colNum: number; current?: string } | null

/** The registered cars (at most two), each with change and remove; a form to add or change one. */
export function RegisteredCars({ info }: { info: CarInfo }) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const remove = useUpdateCarInfo()
  const [editing, setEditing] = useState<Editing>(null)
  // Registering, changing and removing need the server: not offered without a connection
  // (the offline notice above says why).
  const online = useOnline()
  const freeSlot = SLOTS.find((slot) => !info.cars.some((car) => car.colNum === slot))

  const saved = (next: CarInfo, carNumber: string) => {
    queryClient.setQueryData(getFetchCarInfoQueryKey(), next)
    overlays.toast(editing?.current ? words.changedToast(carNumber) : words.addedToast(carNumber))
    setEditing(null)
  }

  const removeCar = async (car: RegisteredCar) => {
    const sure = await overlays.confirm({
      title: words.removeTitle,
      message: words.removeMessage(car.carNumber),
      confirmLabel: words.removeConfirm,
      tone: 'danger',
    })
    if (!sure) return
    try {
      const next = await remove.mutateAsync({ data: { colNum: car.colNum, carNumber: '' } })
      queryClient.setQueryData(getFetchCarInfoQueryKey(), next)
      overlays.toast(words.removedToast(car.carNumber))
      setEditing(null)
    } catch {
      // The call's error dialog has been shown.
    }
  }

  const form = editing && (
    <div className={styles.formArea}>
      <h3 className={styles.formTitle}>
        {editing.current ? words.formTitleChange(editing.current) : words.formTitleAdd}
      </h3>
      <CarNumberForm
        key={editing.colNum}
        colNum={editing.colNum}
        current={editing.current}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    </div>
  )

  if (info.cars.length === 0) {
    return (
      form ?? (
        <EmptyState
          icon={<Car aria-hidden="true" />}
          title={words.none}
          description={words.noneHint}
          action={
            <Button disabled={!online} onClick={() => setEditing({ colNum: SLOTS[0] })}>
              {words.add}
            </Button>
          }
        />
      )
    )
  }

  return (
    <>
      <ul className={styles.cars} aria-label={words.carsLabel}>
        {info.cars.map((car) => (
          <li key={car.colNum} className={styles.car}>
            <Stack gap={1}>
              <span className={styles.plate}>{car.carNumber}</span>
              <span className={styles.meta}>
                {words.slot(car.colNum)}
                {car.registeredAt && ` · ${words.registeredAt(formatDate(car.registeredAt, false))}`}
              </span>
            </Stack>
            <div className={styles.carActions}>
              <Button
                variant="outline"
                aria-label={words.changeLabel(car.carNumber)}
                disabled={!online || remove.isPending}
                onClick={() => setEditing({ colNum: car.colNum, current: car.carNumber })}
              >
                {words.change}
              </Button>
              <Button
                variant="ghost"
                aria-label={words.removeLabel(car.carNumber)}
                loading={remove.isPending && remove.variables.data.colNum === car.colNum}
                disabled={!online || remove.isPending}
                onClick={() => void removeCar(car)}
              >
                {words.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {form}
      {!editing && freeSlot !== undefined && (
        <div className={styles.addArea}>
          <Button
            variant="secondary"
            fullWidth
            disabled={!online}
            icon={<Plus aria-hidden="true" />}
            onClick={() => setEditing({ colNum: freeSlot })}
          >
            {words.add}
          </Button>
        </div>
      )}
      <p className={styles.limit}>{words.limit}</p>
    </>
  )
}
