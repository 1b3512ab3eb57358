import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCancelAppointment } from '@/api/generated/outpatient'
import type { ClinicAppointment } from '@/api/generated/outpatient/model'
import { errorMessageOf, isApiError } from '@/api/http'
import { formatDateTime } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { clinicAppointmentsQuery, refreshAfterBookingChange } from '@/features/appointment/appointment.queries'
import { screenErrors } from '@/shared/messages/screen-errors'

const { inquiry } = appointment

/**
 * Cancelling a clinic booking: asked first, then sent behind the spinner. A refusal shows the
 * spec's "cancel reservation failed" title with the server's reason; success says so, drops the
 * booking's reminder and refreshes every list the booking appears in. A call that got no answer
 * is looked up in the bookings before anything is said: cancelled, or not.
 */
export function useCancelClinicAppointment() {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const { mutateAsync, isPending } = useCancelAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })

  const cancelled = useCallback(
    (appointmentId: string) => {
      overlays.toast(inquiry.cancelled)
      // A reminder for a booking that no longer exists would only confuse.
      void nativeBridge()
        .cancelAppointmentAlarm(appointmentId)
        .catch(() => undefined)
    },
    [overlays],
  )

  /** After a cancel call that got no answer: is the booking still listed? (undefined: no answer either) */
  const isStillBooked = useCallback(
    async (appointmentId: string): Promise<boolean | undefined> => {
      try {
        const bookings = await queryClient.fetchQuery({ ...clinicAppointmentsQuery(), staleTime: 0 })
        return bookings.some((b) => b.appointmentId === appointmentId)
      } catch {
        return undefined
      }
    },
    [queryClient],
  )

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
        cancelled(appointment.appointmentId)
      } catch (error) {
        if (isApiError(error) && error.kind === 'auth') return hide()
        // No answer: the server may have cancelled it. Look before saying anything.
        if (isApiError(error) && error.kind === 'no-response') {
          const stillBooked = await isStillBooked(appointment.appointmentId)
          hide()
          if (stillBooked === false) return cancelled(appointment.appointmentId)
          await overlays.alert({
            title: screenErrors.cancelReservationFailTitle,
            message: stillBooked ? inquiry.notCancelled : inquiry.cancelUnknown,
            tone: 'error',
          })
          return
        }
        hide()
        await overlays.alert({
          title: screenErrors.cancelReservationFailTitle,
          message: (isApiError(error) && error.reason) || errorMessageOf(error),
          tone: 'error',
        })
      } finally {
        hide()
        // Refused or not, the list shows what the server now holds.
        await refreshAfterBookingChange(queryClient)
      }
    },
    [overlays, queryClient, mutateAsync, cancelled, isStillBooked],
  )

  return { cancel, isPending }
}
