/** The health checkup service. Results open 7 (comprehensive) or 14 (national) days after the checkup. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/checkup/checkup.zod'
import { LIMITS } from '@/shared/config/constants'
import { daysBetween, kst } from '@/shared/lib/dates'
import { isOpenWeekday } from '@/shared/domain/hospital/hospital-week'
import { screenErrors } from '@/shared/messages/screen-errors'
import type { CheckupAppointmentRecord, CheckupRecordRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { HOLIDAYS } from '../lib/clinic'
import { FileAnswer, operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, type Caller } from '../lib/session'
import { CHECKUP_PACKAGES, findPackage, packageView, plannedStations } from './packages'

type CheckupRecord = zod.output<typeof CheckupRecordRecord>
type CheckupAppointment = zod.output<typeof CheckupAppointmentRecord>
type CheckupType = CheckupRecord['checkupType']
type ResultItem = zod.output<typeof z.CheckupResultItem>

/** Checkups cannot be cancelled in the app in the last 3 days. */
const CANCEL_CLOSES_DAYS_BEFORE = 3

const isReady = (record: CheckupRecord) => sandbox.clock.today() >= record.resultAvailableFrom

function recordsOf(caller: Caller): CheckupRecord[] {
  const { patientNo } = callerPatient(caller)
  return sandbox.db.checkupRecords.findMany((q) => q.where({ patient: { patientNo } }))
}

/** A checkup's result or opinion, refused while it is still in its waiting period. */
function readyRecord(caller: Caller, checkupId: string, checkupType: CheckupType): CheckupRecord {
  const record = recordsOf(caller).find((r) => r.checkupId === checkupId && r.checkupType === checkupType) ?? notFound()
  if (!isReady(record))
    refuse(409, 'RESULT_NOT_READY', screenErrors.checkupResultWait(LIMITS.checkupResultWaitDays[checkupType]))
  return record
}

/** Checkups start at 8 in the morning (spec: default checkup time). */
const DEFAULT_START = '08:00'
/** How far ahead the available dates can be asked for at once. */
const MAX_RANGE_DAYS = 92
/** Places a day, by checkup type (the center's capacity). */
const DAILY_PLACES: Record<CheckupType, number> = { SYNTHESIS: 8, NATION: 30 }

/** General appointments open three weeks after the application date (today). */
const firstBookableDate = () =>
  kst(sandbox.clock.today()).add(LIMITS.checkupGeneralLeadWeeks, 'week').format('YYYY-MM-DD')

/** Other patients' bookings are not records: a stable hash decides how full a day is. */
function othersBooked(date: string, type: CheckupType): number {
  let hash = 17
  for (const ch of `${date}${type}`) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003
  const places = DAILY_PLACES[type]
  return hash % 9 === 0 ? places : hash % places
}

function availability(date: string, type: CheckupType) {
  if (date < firstBookableDate())
    return { date, isAvailable: 'N' as const, closedReason: 'LEAD_TIME' as const, remaining: 0 }
  // The center keeps the hospital's week (Sunday to Friday) and closes on public holidays.
  if (!isOpenWeekday(date) || HOLIDAYS.has(date)) {
    return { date, isAvailable: 'N' as const, closedReason: 'CLOSED_DAY' as const, remaining: 0 }
  }
  const ours = sandbox.db.checkupAppointments.findMany((q) =>
    q.where({ receptionDate: date, checkupType: type }),
  ).length
  const remaining = Math.max(0, DAILY_PLACES[type] - othersBooked(date, type) - ours)
  if (remaining === 0) return { date, isAvailable: 'N' as const, closedReason: 'FULL' as const, remaining }
  return { date, isAvailable: 'Y' as const, remaining }
}

const appointmentView = ({
  patient: _patient,
  packageCode: _code,
  progress: _progress,
  stations: _stations,
  ...appointment
}: CheckupAppointment) => appointment

/** The checkup before this one (any type), whose values this one is compared with. */
function previousOf(caller: Caller, record: CheckupRecord): CheckupRecord | undefined {
  return recordsOf(caller)
    .filter((r) => r.checkupDate < record.checkupDate && isReady(r))
    .sort((a, b) => b.checkupDate.localeCompare(a.checkupDate))[0]
}

/** The result with the previous checkup's value beside each item it also had. */
function resultWithPrevious(caller: Caller, record: CheckupRecord) {
  const previous = previousOf(caller, record)
  if (!previous) return record.result
  const before = new Map<string, ResultItem>(
    previous.result.categories.flatMap((c) => c.items).map((item) => [item.itemName, item]),
  )
  return {
    ...record.result,
    previousCheckupDate: previous.checkupDate,
    categories: record.result.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => {
        const earlier = before.get(item.itemName)
        return earlier ? { ...item, previousValue: earlier.value } : item
      }),
    })),
  }
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}

export const checkupOperations = [
  operation({
    operationId: 'listCheckupPackages',
    method: 'get',
    path: '/api/checkup/packages',
    auth: true,
    response: z.ListCheckupPackagesResponse,
    resolve({ caller }) {
      callerPatient(caller)
      return CHECKUP_PACKAGES.map(packageView)
    },
  }),

  operation({
    operationId: 'listCheckupAvailableDates',
    method: 'get',
    path: '/api/checkup/appointment/dates/{chkType}/{startDate}/{endDate}',
    auth: true,
    params: z.ListCheckupAvailableDatesParams,
    response: z.ListCheckupAvailableDatesResponse,
    resolve({ caller, params }) {
      callerPatient(caller)
      const span = daysBetween(params.startDate, params.endDate)
      if (span < 0 || span > MAX_RANGE_DAYS) refuse(400, 'PERIOD_INVALID')
      const start = kst(params.startDate)
      return {
        checkupType: params.chkType,
        applicationDate: sandbox.clock.today(),
        firstBookableDate: firstBookableDate(),
        dates: Array.from({ length: span + 1 }, (_, i) =>
          availability(start.add(i, 'day').format('YYYY-MM-DD'), params.chkType),
        ),
      }
    },
  }),

  operation({
    operationId: 'createCheckupAppointment',
    method: 'post',
    path: '/api/checkup/appointment',
    auth: true,
    body: z.CreateCheckupAppointmentBody,
    response: z.CreateCheckupAppointmentResponse,
    async resolve({ caller, body }) {
      const patient = callerPatient(caller)
      const program = findPackage(body.packageCode) ?? notFound()
      const day = availability(body.receptionDate, program.checkupType)
      if (day.closedReason === 'LEAD_TIME') refuse(409, 'CHECKUP_LEAD_TIME')
      if (day.isAvailable !== 'Y') refuse(409, 'DATE_NOT_BOOKABLE')
      const today = sandbox.clock.today()
      const pending = sandbox.db.checkupAppointments
        .findMany((q) => q.where({ patient: { patientNo: patient.patientNo }, checkupType: program.checkupType }))
        .some((a) => a.receptionDate >= today && a.progress !== 'COMPLETED')
      if (pending) refuse(409, 'CHECKUP_ALREADY_BOOKED')
      const created = await sandbox.db.checkupAppointments.create({
        patient,
        receptionId: nextId('R', body.receptionDate, 4),
        receptionDate: body.receptionDate,
        checkupTime: DEFAULT_START,
        checkupType: program.checkupType,
        packageName: program.packageName,
        location: '건강증진센터 (신관 2층)',
        preparation: program.plan.some((s) => s.stationName === '대장내시경')
          ? '전날 저녁 9시 이후 금식, 대장 정결제는 안내문대로 복용'
          : '전날 저녁 9시 이후 금식 (물도 드시지 마세요)',
        canCancel: 'Y',
        packageCode: program.packageCode,
        progress: 'NOT_RECEIVED',
        stations: plannedStations(program.packageCode, DEFAULT_START),
      })
      return { ...appointmentView(created), canCancel: 'Y' as const }
    },
  }),

  operation({
    operationId: 'fetchCheckupHistory',
    method: 'get',
    path: '/api/checkup/history',
    auth: true,
    response: z.FetchCheckupHistoryResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      const today = sandbox.clock.today()
      return {
        appointments: sandbox.db.checkupAppointments
          .findMany((q) => q.where({ patient: { patientNo } }))
          .filter((a) => a.receptionDate >= today)
          .sort((a, b) => a.receptionDate.localeCompare(b.receptionDate))
          .map((a) => ({
            ...appointmentView(a),
            canCancel:
              daysBetween(today, a.receptionDate) > CANCEL_CLOSES_DAYS_BEFORE && a.progress === 'NOT_RECEIVED'
                ? ('Y' as const)
                : ('N' as const),
          })),
        records: recordsOf(caller)
          .sort((a, b) => b.checkupDate.localeCompare(a.checkupDate))
          .map((r) => ({
            checkupId: r.checkupId,
            receptionId: r.receptionId,
            checkupDate: r.checkupDate,
            checkupType: r.checkupType,
            packageName: r.packageName,
            resultAvailableFrom: r.resultAvailableFrom,
            isResultReady: isReady(r) ? ('Y' as const) : ('N' as const),
          })),
      }
    },
  }),

  operation({
    operationId: 'deleteCheckupAppointment',
    method: 'delete',
    path: '/api/checkup/appointment/{receptionDate}',
    auth: true,
    params: z.DeleteCheckupAppointmentParams,
    response: z.DeleteCheckupAppointmentResponse,
    resolve({ caller, params }) {
      const { patientNo } = callerPatient(caller)
      const appointment =
        sandbox.db.checkupAppointments.findFirst((q) =>
          q.where({ patient: { patientNo }, receptionDate: params.receptionDate }),
        ) ?? notFound()
      if (
        daysBetween(sandbox.clock.today(), appointment.receptionDate) <= CANCEL_CLOSES_DAYS_BEFORE ||
        appointment.progress !== 'NOT_RECEIVED'
      ) {
        refuse(409, 'CHECKUP_CANCEL_CLOSED')
      }
      sandbox.db.checkupAppointments.delete((q) => q.where({ receptionId: appointment.receptionId }))
      return { receptionDate: params.receptionDate, deleted: 'Y' as const }
    },
  }),

  operation({
    operationId: 'fetchSynthesisResult',
    method: 'get',
    path: '/api/checkup/synthesis/result/{id}',
    auth: true,
    params: z.FetchSynthesisResultParams,
    response: z.FetchSynthesisResultResponse,
    resolve: ({ caller, params }) => resultWithPrevious(caller, readyRecord(caller, params.id, 'SYNTHESIS')),
  }),

  operation({
    operationId: 'fetchSynthesisOpinion',
    method: 'get',
    path: '/api/checkup/synthesis/opinion/{id}',
    auth: true,
    params: z.FetchSynthesisOpinionParams,
    response: z.FetchSynthesisOpinionResponse,
    resolve: ({ caller, params }) => readyRecord(caller, params.id, 'SYNTHESIS').opinion,
  }),

  operation({
    operationId: 'fetchNationResult',
    method: 'get',
    path: '/api/checkup/nation/result/{id}',
    auth: true,
    params: z.FetchNationResultParams,
    response: z.FetchNationResultResponse,
    resolve: ({ caller, params }) => resultWithPrevious(caller, readyRecord(caller, params.id, 'NATION')),
  }),

  operation({
    operationId: 'fetchNationOpinion',
    method: 'get',
    path: '/api/checkup/nation/opinion/{id}',
    auth: true,
    params: z.FetchNationOpinionParams,
    response: z.FetchNationOpinionResponse,
    resolve: ({ caller, params }) => readyRecord(caller, params.id, 'NATION').opinion,
  }),

  operation({
    operationId: 'fetchCheckupStatus',
    method: 'get',
    path: '/api/checkup/status/{patientNo}/{targetDate}/{chkType}',
    auth: true,
    params: z.FetchCheckupStatusParams,
    response: z.FetchCheckupStatusResponse,
    resolve({ caller, params }) {
      if (callerPatient(caller).patientNo !== params.patientNo) notFound()
      const base = { patientNo: params.patientNo, targetDate: params.targetDate, checkupType: params.chkType }
      const done = recordsOf(caller).find(
        (r) => r.checkupDate === params.targetDate && r.checkupType === params.chkType,
      )
      if (done) return { ...base, progress: 'COMPLETED' as const, stations: done.stations }
      const booked = sandbox.db.checkupAppointments.findFirst((q) =>
        q.where({
          patient: { patientNo: params.patientNo },
          receptionDate: params.targetDate,
          checkupType: params.chkType,
        }),
      )
      if (!booked) return { ...base, progress: 'NO_APPOINTMENT' as const, stations: [] }
      return { ...base, progress: booked.progress, stations: booked.stations }
    },
  }),

  operation({
    operationId: 'listCheckupReports',
    method: 'get',
    path: '/api/checkup/report',
    auth: true,
    response: z.ListCheckupReportsResponse,
    resolve: ({ caller }) =>
      recordsOf(caller)
        .filter((r) => isReady(r) && r.reportFiles.length > 0)
        .sort((a, b) => b.checkupDate.localeCompare(a.checkupDate))
        .map((r) => ({
          receptionId: r.receptionId,
          checkupDate: r.checkupDate,
          checkupType: r.checkupType,
          packageName: r.packageName,
          fileCount: r.reportFiles.length,
        })),
  }),

  operation({
    operationId: 'fetchCheckupReport',
    method: 'get',
    path: '/api/checkup/report/{receptionId}/{checkupDate}',
    auth: true,
    params: z.FetchCheckupReportParams,
    response: z.FetchCheckupReportResponse,
    resolve({ caller, params }) {
      const record =
        recordsOf(caller).find((r) => r.receptionId === params.receptionId && r.checkupDate === params.checkupDate) ??
        notFound()
      return {
        receptionId: record.receptionId,
        checkupDate: record.checkupDate,
        checkupType: record.checkupType,
        passwordHint: '생년월일 8자리 (예 19580314)',
        files: record.reportFiles.map(({ fileName, title, sizeBytes }) => ({ fileName, title, sizeBytes })),
      }
    },
  }),

  operation({
    operationId: 'downloadCheckupReportFile',
    method: 'get',
    path: '/api/checkup/report/file/{checkupDate}/{fileName}',
    auth: true,
    params: z.DownloadCheckupReportFileParams,
    resolve({ caller, params }) {
      const file = recordsOf(caller)
        .filter((r) => r.checkupDate === params.checkupDate)
        .flatMap((r) => r.reportFiles)
        .find((f) => f.fileName === params.fileName)
      if (!file) return notFound()
      return new FileAnswer(base64ToBytes(file.pdfBase64), 'application/pdf')
    },
  }),
]
