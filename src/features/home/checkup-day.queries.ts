import { useQuery } from '@tanstack/react-query'
import { getFetchCheckupHistoryQueryOptions } from '@/api/generated/checkup'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { todayKst } from '@/shared/lib/korea-time'

/**
 * Is today a checkup day? The booked checkups, asked by the home's schedule card and the checkup
 * day's card (one call). Apart from home.queries.ts so it travels in those chunks, not every first
 * load; a failure leaves the usual home, said nowhere (the checkup's own screens say it).
 */
export const checkupBookingsQuery = () =>
  getFetchCheckupHistoryQueryOptions({ query: { staleTime: 60_000, meta: { errorDisplay: 'silent' } } })

/**
 * The nearest booked checkup after today: home's next appointments hold it beside the outpatient
 * ones (spec: the nearest future appointment, whichever service booked it).
 */
export function useNextCheckup(): CheckupAppointment | undefined {
  const bookings = useQuery(checkupBookingsQuery())
  const today = todayKst()
  return bookings.data?.appointments
    .filter((appointment) => appointment.receptionDate > today)
    .sort((a, b) => `${a.receptionDate} ${a.checkupTime}`.localeCompare(`${b.receptionDate} ${b.checkupTime}`))[0]
}

/** Today's booked checkup, if today is one (one call, shared by the home's cards). */
export function useCheckupToday(): CheckupAppointment | undefined {
  const bookings = useQuery(checkupBookingsQuery())
  const today = todayKst()
  return bookings.data?.appointments.find((appointment) => appointment.receptionDate === today)
}
