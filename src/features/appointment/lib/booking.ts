/**
 * The booking in progress, as the address carries it from step to step (so back, forward and
 * reload keep it): department, doctor, visit type, date and time.
 */
import type { VisitType } from '@/api/generated/outpatient/model'
import { kst } from '@/shared/lib/dates'
import { ISO_DATE } from '@/shared/lib/korea-time'

/** Mobile booking opens tomorrow; the calendar shows this many days from today. */
export const BOOKING_LOOKAHEAD_DAYS = 60

export interface Booking {
  departmentCode?: string
  doctorCode?: string
  visitType?: VisitType
  /** YYYY-MM-DD */
  date?: string
  /** HH:mm */
  time?: string
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const CODE = /^[A-Za-z0-9]{1,20}$/
const VISIT_TYPES: readonly string[] = ['FIRST', 'REVISIT']

/** What the address holds; anything malformed is left out (a hand-edited link, an old bookmark). */
export function readBooking(params: URLSearchParams): Booking {
  const pick = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? ''
    return pattern.test(value) ? value : undefined
  }
  const visitType = params.get('visitType') ?? ''
  return {
    departmentCode: pick('departmentCode', CODE),
    doctorCode: pick('doctorCode', CODE),
    visitType: VISIT_TYPES.includes(visitType) ? (visitType as VisitType) : undefined,
    date: pick('date', ISO_DATE),
    time: pick('time', TIME),
  }
}

/** The address's search part for a booking (empty values left out), in a stable order. */
export function bookingSearch(booking: Booking): Record<string, string> {
  const search: Record<string, string> = {}
  for (const key of ['departmentCode', 'doctorCode', 'visitType', 'date', 'time'] as const) {
    const value = booking[key]
    if (value) search[key] = value
  }
  return search
}

/** The dates the calendar asks about: tomorrow to 60 days from today. */
export function bookingWindow(today: string): { start: string; end: string } {
  // Formatted on the Korea-time day itself: isoDate() of a Dayjs shifts it by the offset again.
  const day = kst(today)
  return {
    start: day.add(1, 'day').format('YYYY-MM-DD'),
    end: day.add(BOOKING_LOOKAHEAD_DAYS, 'day').format('YYYY-MM-DD'),
  }
}

interface Listed {
  scheduleDate: string
  appointmentTime: string
  departmentCode: string
  doctorCode: string
}

/**
 * The booking a request made, as the patient's bookings list shows it: after a booking call
 * that got no answer, this says whether the server made it (same doctor, day and time).
 */
export function findMadeBooking<A extends Listed>(
  bookings: readonly A[],
  request: { departmentCode: string; doctorCode: string; date: string; time: string },
): A | undefined {
  return bookings.find(
    (b) =>
      b.departmentCode === request.departmentCode &&
      b.doctorCode === request.doctorCode &&
      b.scheduleDate === request.date &&
      b.appointmentTime === request.time,
  )
}

/**
 * The patient's bookings with the same doctor on the same day: a second one is usually a
 * mistake (a double tap days apart, a forgotten booking), so the app asks before making it.
 */
export function sameDoctorSameDay<A extends Listed>(
  bookings: readonly A[],
  request: { doctorCode: string; date: string },
): A[] {
  return bookings.filter((b) => b.doctorCode === request.doctorCode && b.scheduleDate === request.date)
}
