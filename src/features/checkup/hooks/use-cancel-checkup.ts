import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useDeleteCheckupAppointment } from '@/api/generated/checkup'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { errorMessageOf, isApiError } from '@/api/http'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { refreshAfterAppointmentChange } from '@/features/checkup/checkup.queries'
import { screenErrors } from '@/shared/messages/screen-errors'

const { appointment: words } = checkup

/**
 * Cancelling a checkup appointment (DELETE by its date): asked first, then sent behind the
 * spinner. A refusal shows the spec's "cancel reservation failed" title with the server's reason;
 * either way the screen then shows what the server holds.
 */
export function useCancelCheckup() {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const { mutateAsync, isPending } = useDeleteCheckupAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })

  const cancel = useCallback(
    async (appointment: CheckupAppointment) => {
      const sure = await overlays.confirm({
        title: words.cancelTitle,
        message: words.cancelMessage(`${formatDate(appointment.receptionDate)} ${appointment.packageName}`),
        confirmLabel: words.cancelConfirm,
        cancelLabel: words.keep,
        tone: 'danger',
      })
      if (!sure) return
      const hide = overlays.showSpinner()
      try {
        await mutateAsync({ receptionDate: appointment.receptionDate })
        hide()
        overlays.toast(words.cancelled)
      } catch (error) {
        hide()
        if (isApiError(error) && error.kind === 'auth') return
        await overlays.alert({
          title: screenErrors.cancelReservationFailTitle,
          message: (isApiError(error) && error.reason) || errorMessageOf(error),
          tone: 'error',
        })
      } finally {
        hide()
        await refreshAfterAppointmentChange(queryClient)
      }
    },
    [overlays, queryClient, mutateAsync],
  )

  return { cancel, isPending }
}
