import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCancelAppointment } from '../../../api/generated/outpatient'
import type { ClinicAppointment } from '../../../api/generated/outpatient/model'
import { errorMessageOf, isApiError } from '../../../api/http'
import { formatDateTime } from '../../../shared/lib/dates'
import { messages } from '../../../shared/messages'
import { appointment } from '../../../shared/messages/appointment'
import { nativeBridge } from '../../../shared/native'
import { useOverlays } from '../../../shared/overlays/overlays-context'
import { refreshAfterBookingChange } from '../appointment.queries'

const { inquiry } = appointment

/**
 * Cancelling a clinic booking: asked first, then sent behind the spinner. A refusal shows the
 * spec's "cancel reservation failed" title with the server's reason; success says so, drops the
 * booking's reminder and refreshes every list the booking appears in.
 */
export function useCancelClinicAppointment() {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const { mutateAsync, isPending } = useCancelAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })

  const cancel = useCallback(
    async (appointment: ClinicAppointment) => {
      const what = `${formatDateTime(appointment.scheduleDate, appointment.appointmentTime)} ${appointment.departmentName}`
      const sure = await overlays.confirm({
        title: inquiry.cancelTitle,
        message: inquiry.cancelMessage(what),
        confirmLabel: inquiry.cancelConfirm,
        cancelLabel: inquiry.keep,
        tone: 'danger',
      })
      if (!sure) return
      const hide = overlays.showSpinner()
      try {
        await mutateAsync({ data: { appointmentId: appointment.appointmentId } })
        hide()
        overlays.toast(inquiry.cancelled)
        // A reminder for a booking that no longer exists would only confuse.
        void nativeBridge()
          .cancelAppointmentAlarm(appointment.appointmentId)
          .catch(() => undefined)
      } catch (error) {
        hide()
        if (isApiError(error) && error.kind === 'auth') return
        await overlays.alert({
          title: messages.errors.cancelReservationFailTitle,
          message: (isApiError(error) && error.reason) || errorMessageOf(error),
          tone: 'error',
        })
      } finally {
        hide()
        // Refused or not, the list shows what the server now holds.
        await refreshAfterBookingChange(queryClient)
      }
    },
    [overlays, queryClient, mutateAsync],
  )

  return { cancel, isPending }
}
