import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useCreateAppointment } from '@/api/generated/outpatient'
import type { VisitType } from '@/api/generated/outpatient/model'
import { errorMessageOf, isApiError } from '@/api/http'
import { todayKst } from '@/shared/lib/dates'
import { formatDateTime } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import {
  clinicAppointmentsQuery,
  refreshAfterBookingChange,
  refreshAvailability,
} from '@/features/appointment/appointment.queries'
import type { BookedAppointment } from '@/features/appointment/components/BookingDone'
import { bookingSearch, bookingWindow, findMadeBooking, sameDoctorSameDay } from '@/features/appointment/lib/booking'
import { historyIndex, takeBookingStart } from '@/features/appointment/hooks/use-booking-start'

const { step3: words } = appointment

export interface CompleteBooking {
  departmentCode: string
  doctorCode: string
  visitType: VisitType
  date: string
  time: string
}

/** Server refusals that mean "this time is gone": back to choosing one. */
const CHOOSE_AGAIN = new Set(['SLOT_TAKEN', 'DATE_NOT_BOOKABLE'])

type LookedUp = { kind: 'booked'; booked: BookedAppointment } | { kind: 'not-booked' } | { kind: 'unknown' }

/**
 * Booking step 3's "예약하기": asks first when the patient already has this doctor that day,
 * books once however often it is tapped (one request key per confirmation), and says the truth
 * after a call with no answer (the patient's bookings, read fresh). Booked: the lists refreshed,
 * `onBooked`, and the completion in the steps' place in history. A time taken meanwhile sends the
 * patient back to choose another.
 */
export function useBookAppointment(booking: CompleteBooking, onBooked: (booked: BookedAppointment) => void) {
  const { departmentCode, doctorCode, visitType, date, time } = booking
  const session = useSession()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  // One key for this confirmation: a double tap or a retry books once (the server repeats its answer).
  const [requestKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const mutation = useCreateAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })
  const range = bookingWindow(todayKst())

  /** Booked: the confirmation, the lists refreshed, the address holding the booking. */
  const done = (booked: BookedAppointment) => {
    onBooked(booked)
    void refreshAfterBookingChange(queryClient)
    void refreshAvailability(queryClient, { departmentCode, doctorCode, visitType, date, ...range })
    const doneAddress = href('outpatientAppointmentStep3', undefined, {
      ...bookingSearch(booking),
      appointmentId: booked.appointmentId,
    })
    // The booking is made: the completion takes the steps' place in history, so back returns
    // to where the patient started, not into a booking already made.
    const steps = takeBookingStart()
    if (steps === 0) return void navigation.navigate(doneAddress, { replace: true })
    // Opened once history has left this screen's entry: a popstate on it (an overlay's own entry
    // going away) must not open the completion early, to be undone by the traversal after it.
    const here = historyIndex()
    const onLanded = () => {
      if (historyIndex() === here) return
      window.removeEventListener('popstate', onLanded)
      void navigation.navigate(doneAddress)
    }
    window.addEventListener('popstate', onLanded)
    window.history.go(-steps)
  }

  /** After a booking call that got no answer: the patient's bookings, read fresh, say what happened. */
  const lookUpBooking = async (): Promise<LookedUp> => {
    try {
      const bookings = await queryClient.fetchQuery({ ...clinicAppointmentsQuery(), staleTime: 0 })
      const made = findMadeBooking(bookings, { departmentCode, doctorCode, date, time })
      if (!made) return { kind: 'not-booked' }
      return {
        kind: 'booked',
        booked: {
          appointmentId: made.appointmentId,
          appointmentDate: made.scheduleDate,
          appointmentTime: made.appointmentTime,
          departmentName: made.departmentName,
          doctorName: made.doctorName,
          visitType: made.visitType,
          location: made.location,
        },
      }
    } catch {
      return { kind: 'unknown' }
    }
  }

  /** A booking with the same doctor that day already: the patient says whether a second is meant. */
  const secondBookingMeant = async () => {
    // The list as it is now (cached for half a minute); unreadable, the booking goes ahead as asked.
    const list = await queryClient
      .fetchQuery({ ...clinicAppointmentsQuery(), meta: { errorDisplay: 'silent' } })
      .catch(() => queryClient.getQueryData(clinicAppointmentsQuery().queryKey) ?? [])
    const [first] = sameDoctorSameDay(list, { doctorCode, date })
    if (!first) return true
    return overlays.confirm({
      title: words.sameDayTitle,
      message: words.sameDayQuestion(
        `${formatDateTime(first.scheduleDate, first.appointmentTime)} ${first.departmentName} ${appointment.doctorName(first.doctorName)}`,
      ),
      confirmLabel: words.sameDayConfirm,
    })
  }

  /** What the server said no to: shown as it says; a time gone sends back to choose another. */
  const refused = async (error: unknown) => {
    await overlays.alert({ title: words.refusedTitle, message: errorMessageOf(error), tone: 'error' })
    if (isApiError(error) && error.code && CHOOSE_AGAIN.has(error.code)) {
      await refreshAvailability(queryClient, { departmentCode, doctorCode, visitType, date, ...range })
      void navigation.navigate(
        href('outpatientAppointmentStep2', undefined, bookingSearch({ departmentCode, doctorCode, date })),
        { replace: true },
      )
    }
  }

  const book = async () => {
    const patientNo = session.user?.patientNo
    if (sending.current || !patientNo) return
    sending.current = true
    if (!(await secondBookingMeant())) {
      sending.current = false
      return
    }
    const hide = overlays.showSpinner()
    try {
      const result = await mutation.mutateAsync({
        data: {
          patientNo,
          departmentCode,
          doctorCode,
          visitType,
          appointmentDate: date,
          appointmentTime: time,
          requestKey,
        },
      })
      hide()
      done(result)
    } catch (error) {
      // 401/403 are the session's to handle.
      if (isApiError(error) && error.kind === 'auth') return hide()
      // No answer: the server may have booked it. Look before saying anything, and say the truth.
      if (isApiError(error) && error.kind === 'no-response') {
        const outcome = await lookUpBooking()
        hide()
        if (outcome.kind === 'booked') return void done(outcome.booked)
        await overlays.alert(
          outcome.kind === 'not-booked'
            ? { title: words.notBookedTitle, message: words.notBooked, tone: 'error' }
            : { title: words.unknownTitle, message: words.unknown, tone: 'error' },
        )
        return
      }
      hide()
      // Everything else is the server's refusal, shown as it says.
      await refused(error)
    } finally {
      hide()
      sending.current = false
    }
  }

  return { book, isPending: mutation.isPending }
}
