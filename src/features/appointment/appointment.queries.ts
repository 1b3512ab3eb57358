import type { QueryClient } from '@tanstack/react-query'
import { getListMessagesQueryKey } from '@/api/generated/account'
import {
  getFetchTimelineQueryKey,
  getFetchTodayScheduleQueryKey,
  getListVisitHistoryQueryOptions,
} from '@/api/generated/common'
import { kst } from '@/shared/lib/dates'
import {
  getFetchAppointmentOverviewQueryKey,
  getFetchPatientVisitTypeQueryOptions,
  getListAvailableDatesQueryKey,
  getListAvailableDatesQueryOptions,
  getListAvailableTimesQueryKey,
  getListAvailableTimesQueryOptions,
  getListBookableDepartmentsQueryOptions,
  getListBookableDoctorsQueryOptions,
  getListClinicAppointmentsQueryKey,
  getListClinicAppointmentsQueryOptions,
  getListTestAppointmentsQueryOptions,
} from '@/api/generated/outpatient'
import type { VisitType } from '@/api/generated/outpatient/model'

export const bookableDepartmentsQuery = () =>
  getListBookableDepartmentsQueryOptions({ query: { staleTime: 10 * 60_000 } })

export const bookableDoctorsQuery = (departmentCode: string) =>
  getListBookableDoctorsQueryOptions(departmentCode, { query: { staleTime: 10 * 60_000 } })

/**
 * The past year's visits (진료내역, the same call and cache as the visit history screen's): the
 * doctors the patient saw, offered first in booking step 1.
 */
export const recentVisitsQuery = (today: string) =>
  getListVisitHistoryQueryOptions(kst(today).subtract(1, 'year').format('YYYY-MM-DD'), today, {
    query: { staleTime: 5 * 60_000 },
  })

export const visitTypeQuery = (departmentCode: string, patientNo: string | undefined) =>
  getFetchPatientVisitTypeQueryOptions(departmentCode, patientNo ?? '', {
    query: { staleTime: 5 * 60_000, enabled: Boolean(patientNo) },
  })

/** Free places change as others book: always asked again when the calendar opens. */
export const availableDatesQuery = (
  departmentCode: string,
  doctorCode: string,
  visitType: VisitType | undefined,
  start: string,
  end: string,
) =>
  getListAvailableDatesQueryOptions(departmentCode, doctorCode, visitType ?? 'FIRST', start, end, {
    query: { staleTime: 0, enabled: Boolean(visitType) },
  })

export const availableTimesQuery = (
  departmentCode: string,
  doctorCode: string,
  visitType: VisitType | undefined,
  date: string | undefined,
) =>
  getListAvailableTimesQueryOptions(departmentCode, doctorCode, visitType ?? 'FIRST', date ?? '', {
    query: { staleTime: 0, enabled: Boolean(visitType && date) },
  })

export const clinicAppointmentsQuery = () => getListClinicAppointmentsQueryOptions({ query: { staleTime: 30_000 } })

export const testAppointmentsQuery = () => getListTestAppointmentsQueryOptions({ query: { staleTime: 30_000 } })

/** The account's message box, every page: its generated key is `/api/users/message-box/{page}/{size}`. */
const MESSAGE_BOX_PREFIX = getListMessagesQueryKey(1, 1)[0].replace(/1\/1$/, '')

/**
 * Everything a booking or a cancellation changes: the inquiry, the home screen's overview and
 * today's schedule, the timeline, and the message box (the server leaves a message).
 */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListClinicAppointmentsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getFetchAppointmentOverviewQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getFetchTodayScheduleQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getFetchTimelineQueryKey() }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(MESSAGE_BOX_PREFIX),
    }),
  ])
}

/** After a booking attempt: the doctor's free dates and times are no longer what the screen had. */
export function refreshAvailability(
  queryClient: QueryClient,
  b: { departmentCode: string; doctorCode: string; visitType: VisitType; date: string; start: string; end: string },
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: getListAvailableTimesQueryKey(b.departmentCode, b.doctorCode, b.visitType, b.date),
    }),
    queryClient.invalidateQueries({
      queryKey: getListAvailableDatesQueryKey(b.departmentCode, b.doctorCode, b.visitType, b.start, b.end),
    }),
  ])
}
