/** The health checkup service. Results open 7 (comprehensive) or 14 (national) days after the checkup. */
import type { z as zod } from 'zod'
import * as z from '../../../src/api/generated/checkup/checkup.zod'
import { LIMITS } from '../../../src/shared/config/constants'
import { daysBetween } from '../../../src/shared/lib/dates'
import { messages } from '../../../src/shared/messages'
import type { CheckupRecordRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { FileAnswer, operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, type Caller } from '../lib/session'

type CheckupRecord = zod.output<typeof CheckupRecordRecord>
type CheckupType = CheckupRecord['checkupType']

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
    refuse(409, 'RESULT_NOT_READY', messages.errors.checkupResultWait(LIMITS.checkupResultWaitDays[checkupType]))
  return record
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}

export const checkupOperations = [
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
          .map(({ patient: _patient, ...a }) => ({
            ...a,
            canCancel:
              daysBetween(today, a.receptionDate) > CANCEL_CLOSES_DAYS_BEFORE ? ('Y' as const) : ('N' as const),
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
      if (daysBetween(sandbox.clock.today(), appointment.receptionDate) <= CANCEL_CLOSES_DAYS_BEFORE) {
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
    resolve: ({ caller, params }) => readyRecord(caller, params.id, 'SYNTHESIS').result,
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
    resolve: ({ caller, params }) => readyRecord(caller, params.id, 'NATION').result,
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
      return { ...base, progress: booked ? ('NOT_RECEIVED' as const) : ('NO_APPOINTMENT' as const), stations: [] }
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
