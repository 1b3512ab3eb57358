import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import { useChangeRxStatus } from '@/api/generated/rx'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { refreshPrescription } from '@/features/prescriptions/prescriptions.queries'

/** The patient's own changes: cancel the sending (before the pharmacy accepts), confirm receipt. */
export function useRxChanges(prescription: Pick<ErxPrescription, 'issuedAt'>, rxId: string) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const change = useChangeRxStatus()

  const run = useCallback(
    async (status: 'CANCELLED' | 'COMPLETED', done: string) => {
      try {
        await change.mutateAsync({ data: { rxId, status } })
        overlays.toast(done)
      } catch {
        // The server's dialog said why; what it knows now is shown below.
      }
      await refreshPrescription(queryClient, { rxId, issuedDate: isoDate(prescription.issuedAt), today: todayKst() })
    },
    [change, rxId, overlays, queryClient, prescription.issuedAt],
  )

  const cancel = useCallback(
    async (pharmName: string) => {
      const { detail } = words
      const sure = await overlays.confirm({
        title: detail.cancelConfirmTitle,
        message: detail.cancelConfirmMessage(pharmName),
        confirmLabel: detail.cancelConfirm,
        cancelLabel: detail.cancelKeep,
        tone: 'danger',
      })
      if (sure) await run('CANCELLED', detail.cancelled)
    },
    [overlays, run],
  )

  const receive = useCallback(async () => {
    const { detail } = words
    const sure = await overlays.confirm({
      title: detail.receiveConfirmTitle,
      message: detail.receiveConfirmMessage,
      confirmLabel: detail.receiveConfirm,
    })
    if (sure) await run('COMPLETED', detail.received)
  }, [overlays, run])

  return { cancel, receive, isChanging: change.isPending }
}
