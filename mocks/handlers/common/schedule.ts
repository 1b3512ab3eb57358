/** Today's schedule, the timeline, arrival check-in and the waiting number. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/common/common.zod'
import { kst } from '@/shared/lib/dates'
import type {
  TimelineEntry as TimelineEntrySchema,
  ScheduleItem as ScheduleItemSchema,
} from '@/api/generated/common/common.zod'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, REASONS } from '../lib/refusal'
import { callerPatient } from '../lib/session'
import { testResultDetail } from '../records'
import { currentStay } from '../inpatient/stay'
import { peopleAhead } from '../lib/queue'

type TimelineEntry = zod.input<typeof TimelineEntrySchema>
type ScheduleItem = zod.input<typeof ScheduleItemSchema>

/** Everything on a patient's calendar between two dates, from every service. */
function timeline(patientNo: string, start: string, end: string): TimelineEntry[] {
  const within = (date: string) => date >= start && date <= end
  const entries: TimelineEntry[] = []
  for (const v of sandbox.db.clinicVisits.findMany((q) => q.where({ patient: { patientNo } }))) {
    if (v.status === 'CANCELLED' || !within(v.scheduleDate)) continue
    entries.push({
      timelineId: `TL-${v.appointmentId}`,
      scheduleType: 'OUTPATIENT',
      scheduleDate: v.scheduleDate,
      scheduleTime: v.appointmentTime,
      title: `${v.departmentName} 진료`,
      departmentCode: v.departmentCode,
      departmentName: v.departmentName,
      doctorName: v.doctorName,
      ...(v.location ? { location: v.location } : {}),
      receptionId: v.receptionId,
      appointmentId: v.appointmentId,
      treatmentStatus: v.treatmentStatus,
    })
  }
  for (const t of sandbox.db.testVisits.findMany((q) => q.where({ patient: { patientNo } }))) {
    if (t.status === 'CANCELLED' || !within(t.scheduleDate)) continue
    entries.push({
      timelineId: `TL-${t.appointmentId}`,
      scheduleType: 'TEST',
      scheduleDate: t.scheduleDate,
      scheduleTime: t.appointmentTime,
      title: t.testName,
      departmentName: t.departmentName,
      ...(t.location ? { location: t.location } : {}),
      receptionId: t.receptionId,
      appointmentId: t.appointmentId,
      ...(t.preparation ? { description: t.preparation } : {}),
    })
  }
  for (const stay of sandbox.db.stays.findMany((q) => q.where({ patient: { patientNo } }))) {
    for (const s of sandbox.db.inpatientSchedule.findMany((q) =>
      q.where({ stay: { receptionId: stay.receptionId } }),
    )) {
      if (!within(s.scheduleDate)) continue
      entries.push({
        timelineId: `TL-${s.scheduleId}`,
        scheduleType: s.scheduleType,
        scheduleDate: s.scheduleDate,
        scheduleTime: s.scheduleTime,
        title: s.title,
        ...(stay.departmentName ? { departmentName: stay.departmentName } : {}),
        ...(stay.doctorName ? { doctorName: stay.doctorName } : {}),
        ...(s.location ? { location: s.location } : {}),
        receptionId: stay.receptionId,
        ...(s.description ? { description: s.description } : {}),
      })
    }
  }
  for (const c of sandbox.db.checkupAppointments.findMany((q) => q.where({ patient: { patientNo } }))) {
    if (!within(c.receptionDate)) continue
    entries.push({
      timelineId: `TL-${c.receptionId}`,
      scheduleType: 'TEST',
      scheduleDate: c.receptionDate,
      scheduleTime: c.checkupTime,
      title: c.packageName,
      departmentName: '건강증진센터',
      ...(c.location ? { location: c.location } : {}),
      receptionId: c.receptionId,
      ...(c.preparation ? { description: c.preparation } : {}),
    })
  }
  return entries.sort(
    (a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || a.scheduleTime.localeCompare(b.scheduleTime),
  )
}

/** Today's clinic visits and tests, either still to come or done. */
function todayItems(patientNo: string, finished: boolean): ScheduleItem[] {
  const today = sandbox.clock.today()
  const items: ScheduleItem[] = []
  for (const v of sandbox.db.clinicVisits.findMany((q) => q.where({ patient: { patientNo }, scheduleDate: today }))) {
    if (v.status === 'CANCELLED' || (v.status === 'COMPLETED') !== finished) continue
    items.push({
      scheduleId: `S-${v.receptionId}-${v.chg_seq}`,
      scheduleType: 'OUTPATIENT',
      scheduleDate: today,
      scheduleTime: v.appointmentTime,
      sortVal: 0,
      title: `${v.departmentName} 진료`,
      treatmentStatus: v.treatmentStatus,
      departmentCode: v.departmentCode,
      departmentName: v.departmentName,
      doctorName: v.doctorName,
      ...(v.location ? { location: v.location } : {}),
      receptionId: v.receptionId,
      chg_seq: v.chg_seq,
      arrivalYn: v.arrivalYn,
    })
  }
  for (const t of sandbox.db.testVisits.findMany((q) => q.where({ patient: { patientNo }, scheduleDate: today }))) {
    if (t.status === 'CANCELLED' || (t.status === 'COMPLETED') !== finished) continue
    items.push({
      scheduleId: `S-${t.receptionId}-1`,
      scheduleType: 'TEST',
      scheduleDate: today,
      scheduleTime: t.appointmentTime,
      sortVal: 0,
      title: t.testName,
      departmentName: t.departmentName,
      ...(t.location ? { location: t.location } : {}),
      receptionId: t.receptionId,
      arrivalYn: 'N',
      ...(t.preparation ? { preparation: t.preparation } : {}),
    })
  }
  items.push(...todayStayItems(patientNo, finished))
  return items
    .sort((a, b) => a.scheduleTime.localeCompare(b.scheduleTime))
    .map((item, index) => ({ ...item, sortVal: index + 1 }))
}

/**
 * An inpatient's day: the stay's tests, procedures and surgery of today (rounds stay on the
 * ward's schedule), still to come or past by the clock.
 */
function todayStayItems(patientNo: string, finished: boolean): ScheduleItem[] {
  const stay = currentStay(patientNo)
  if (!stay || stay.status !== 'IN_HOSPITAL') return []
  const now = kst(sandbox.clock.now()).format('HH:mm')
  return sandbox.db.inpatientSchedule
    .findMany((q) => q.where({ stay: { receptionId: stay.receptionId }, scheduleDate: sandbox.clock.today() }))
    .filter((s) => s.scheduleTime < now === finished)
    .map((s) => ({
      scheduleId: `S-${s.scheduleId}`,
      scheduleType: s.scheduleType,
      scheduleDate: s.scheduleDate,
      scheduleTime: s.scheduleTime,
      sortVal: 0,
      title: s.title,
      departmentName: stay.departmentName ?? '',
      ...(s.doctorName ? { doctorName: s.doctorName } : {}),
      ...(s.location ? { location: s.location } : {}),
      receptionId: stay.receptionId,
      arrivalYn: 'N' as const,
    }))
}

export const scheduleOperations = [
  operation({
    operationId: 'fetchTimeline',
    method: 'get',
    path: '/api/common/timeline',
    auth: true,
    response: z.FetchTimelineResponse,
    resolve({ caller }) {
      const today = kst(sandbox.clock.now())
      return timeline(
        callerPatient(caller).patientNo,
        today.subtract(30, 'day').format('YYYY-MM-DD'),
        today.add(30, 'day').format('YYYY-MM-DD'),
      )
    },
  }),

  operation({
    operationId: 'listTimeline',
    method: 'get',
    path: '/api/common/timeline/{startDate}/{endDate}',
    auth: true,
    params: z.ListTimelineParams,
    response: z.ListTimelineResponse,
    resolve: ({ caller, params }) => timeline(callerPatient(caller).patientNo, params.startDate, params.endDate),
  }),

  operation({
    operationId: 'listVisitHistory',
    method: 'get',
    path: '/api/common/docotr-details/{startDate}/{endDate}',
    auth: true,
    params: z.ListVisitHistoryParams,
    response: z.ListVisitHistoryResponse,
    resolve({ caller, params }) {
      const { patientNo } = callerPatient(caller)
      return sandbox.db.clinicVisits
        .findMany((q) => q.where({ patient: { patientNo }, status: 'COMPLETED' }))
        .filter((v) => v.scheduleDate >= params.startDate && v.scheduleDate <= params.endDate)
        .sort((a, b) => b.scheduleDate.localeCompare(a.scheduleDate))
        .map((v) => ({
          receptionId: v.receptionId,
          visitDate: v.scheduleDate,
          departmentCode: v.departmentCode,
          departmentName: v.departmentName,
          doctorCode: v.doctorCode,
          doctorName: v.doctorName,
          visitType: v.visitType,
        }))
    },
  }),

  operation({
    operationId: 'fetchTodaySchedule',
    method: 'get',
    path: '/api/common/today-schedule',
    auth: true,
    response: z.FetchTodayScheduleResponse,
    resolve: ({ caller }) => todayItems(callerPatient(caller).patientNo, false),
  }),

  operation({
    operationId: 'listFinishedSchedules',
    method: 'get',
    path: '/api/common/finished-schedule',
    auth: true,
    response: z.ListFinishedSchedulesResponse,
    resolve: ({ caller }) => todayItems(callerPatient(caller).patientNo, true),
  }),

  operation({
    operationId: 'fetchIsOutpatient',
    method: 'get',
    path: '/api/common/isOutpatient',
    auth: true,
    response: z.FetchIsOutpatientResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      const visits = sandbox.db.clinicVisits.findMany((q) => q.where({ patient: { patientNo } }))
      const today = sandbox.clock.today()
      return {
        isOutpatient: visits.length > 0 ? ('Y' as const) : ('N' as const),
        hasTodaySchedule: visits.some((v) => v.scheduleDate === today && v.status !== 'CANCELLED')
          ? ('Y' as const)
          : ('N' as const),
      }
    },
  }),

  operation({
    operationId: 'fetchTestResultDetail',
    method: 'get',
    path: '/api/common/test-result/{receptionId}/{testDate}',
    auth: true,
    params: z.FetchTestResultDetailParams,
    response: z.FetchTestResultDetailResponse,
    resolve: ({ caller, params }) =>
      testResultDetail(callerPatient(caller).patientNo, params.receptionId, params.testDate),
  }),

  operation({
    operationId: 'checkInArrival',
    method: 'put',
    path: '/api/common/arrival',
    auth: true,
    body: z.CheckInArrivalBody,
    response: z.CheckInArrivalResponse,
    async resolve({ caller, body }) {
      const { patientNo } = callerPatient(caller)
      const visit =
        sandbox.db.clinicVisits.findFirst((q) => q.where({ receptionId: body.receptionId, patient: { patientNo } })) ??
        notFound()
      const fail = (failMessage: string) => ({ isCompleted: 'N' as const, failMessage })
      if (visit.scheduleDate !== sandbox.clock.today() || visit.status === 'CANCELLED')
        return fail(REASONS.ARRIVAL_NOT_TODAY)
      if (visit.arrivalYn === 'Y' || visit.status === 'COMPLETED') return fail(REASONS.ALREADY_ARRIVED)
      if (visit.chg_seq !== body.chg_seq) return fail(REASONS.RECEPTION_CHANGED)
      await sandbox.db.clinicVisits.update((q) => q.where({ receptionId: visit.receptionId }), {
        data(v) {
          v.arrivalYn = 'Y'
          v.treatmentStatus = 'NURSE_RECEIVED'
          v.queuePolls = 0
        },
      })
      return { isCompleted: 'Y' as const }
    },
  }),

  operation({
    operationId: 'fetchWaitingNumber',
    method: 'get',
    path: '/api/common/wating-number/{receptionId}/{departmentCode}',
    auth: true,
    params: z.FetchWaitingNumberParams,
    response: z.FetchWaitingNumberResponse,
    async resolve({ caller, params }) {
      const { patientNo } = callerPatient(caller)
      const visit =
        sandbox.db.clinicVisits.findFirst((q) =>
          q.where({ receptionId: params.receptionId, departmentCode: params.departmentCode, patient: { patientNo } }),
        ) ?? notFound()
      const waiting = visit.arrivalYn === 'Y' && visit.treatmentStatus === 'NURSE_RECEIVED'
      const ahead = waiting ? peopleAhead(visit) : 0
      if (waiting) {
        await sandbox.db.clinicVisits.update((q) => q.where({ receptionId: visit.receptionId }), {
          data(v) {
            v.queuePolls += 1
          },
        })
      }
      return {
        receptionId: visit.receptionId,
        departmentCode: visit.departmentCode,
        departmentName: visit.departmentName,
        doctorName: visit.doctorName,
        rnk: waiting ? ahead + 1 : 0,
        cnt: ahead,
        cln_rnk: waiting ? ahead + 4 : 0,
        treatmentStatus: visit.treatmentStatus,
        updatedAt: sandbox.clock.nowIso(),
      }
    },
  }),

  operation({
    operationId: 'logVisit',
    method: 'get',
    path: '/api/logs/visit/{userId}',
    auth: true,
    params: z.LogVisitParams,
    response: z.LogVisitResponse,
    async resolve({ caller, params }) {
      if (params.userId !== caller.user.userId && params.userId !== caller.mainUser.userId) notFound()
      const visitDate = sandbox.clock.today()
      const seen = sandbox.db.visitLogs.findFirst((q) => q.where({ userId: params.userId, visitDate }))
      if (!seen) await sandbox.db.visitLogs.create({ userId: params.userId, visitDate })
      return { userId: params.userId, visitDate, logged: seen ? ('N' as const) : ('Y' as const) }
    },
  }),
]
