import { useQuery } from '@tanstack/react-query'
import { isoDateTime } from '@/shared/lib/dates'
import { appointment } from '@/shared/messages/appointment'
import { nativeBridge } from '@/shared/native'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { clinicAppointmentsQuery, testAppointmentsQuery } from '@/features/appointment/appointment.queries'
import type { atKst } from '@/features/appointment/lib/alarm'

const { alarm: words } = appointment

type Moment = ReturnType<typeof atKst>

/** What the booking is, in words: the department and doctor, or the test. */
export function useAppointmentName(appointmentId: string, kind: 'clinic' | 'test') {
  const clinic = useQuery({ ...clinicAppointmentsQuery(), enabled: kind === 'clinic' })
  const tests = useQuery({ ...testAppointmentsQuery(), enabled: kind === 'test' })
  if (kind === 'test') {
    const test = tests.data?.find((t) => t.appointmentId === appointmentId)
    return { name: test?.testName ?? words.test, loading: tests.isPending }
  }
  const visit = clinic.data?.find((a) => a.appointmentId === appointmentId)
  return {
    name: visit ? `${visit.departmentName} ${appointment.doctorName(visit.doctorName)} ${words.clinic}` : words.clinic,
    loading: clinic.isPending,
  }
}

/**
 * A booking's reminder, kept by the phone (native bridge): set for a moment with the words it
 * shows, or turned off. Done: said in a toast and back; the phone refused: said, and the screen
 * stays.
 */
export function useAppointmentAlarm(appointmentId: string) {
  const overlays = useOverlays()
  const navigation = useAppNavigation()

  const done = async (change: () => Promise<void>, said: string) => {
    try {
      await change()
    } catch {
      await overlays.alert({ message: words.failed, tone: 'error' })
      return
    }
    overlays.toast(said)
    navigation.back()
  }

  return {
    set: (at: Moment, body: string, said: string) =>
      done(
        () =>
          nativeBridge().setAppointmentAlarm({
            appointmentId,
            at: isoDateTime(at.toDate()),
            title: words.notificationTitle,
            body,
          }),
        said,
      ),
    turnOff: () => done(() => nativeBridge().cancelAppointmentAlarm(appointmentId), words.turnedOff),
  }
}
