/**
 * The visit documents and the year's payment confirmation (the app team's proposal): which
 * documents a visit or a stay has, and each as a PDF the hospital issued, built on demand from
 * the sandbox's world (the amounts are the payments', so they match the bills). Whose visit it
 * is, and whose family a patient number belongs to, the access check has settled before these run.
 */
import type * as zod from 'zod'
import * as z from '@/api/generated/common/common.zod'
import { HOSPITAL } from '@/shared/config/hospital'
import { formatWon } from '@/shared/lib/format'
import { formatDate } from '@/shared/lib/korea-time'
import type { DocumentFeeRecord, InpatientStayRecord, PaymentRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import type { ReportBlock } from '../../seed/pdf-layout'
import { buildPlainPdf } from '../../seed/pdf-plain'
import { FileAnswer, operation } from '../lib/operation'
import { markPosted, orderToPost } from '../card-orders'
import { notFound, refuse } from '../lib/refusal'
import { AMOUNT_RULES } from '../payments'
import { callerPatient, findPatient, type Patient } from '../lib/session'

type Payment = zod.output<typeof PaymentRecord>
type VisitDocuments = zod.input<typeof z.ListVisitDocumentsResponse>
type DocumentType = VisitDocuments['documents'][number]['documentType']

/** 진단서 사본's issuing fee (the hospital's fee schedule), paid in the app by card (payDocumentFee). */
export const CERTIFICATE_COPY_FEE = 1000

const TITLES: Record<DocumentType, string> = {
  RECEIPT: '진료비 계산서·영수증',
  ITEMISED: '진료비 세부산정내역',
  VISIT_CONFIRMATION: '통원확인서',
  STAY_CONFIRMATION: '입퇴원확인서',
  CERTIFICATE_COPY: '진단서 사본',
}

interface Visit {
  kind: 'OUTPATIENT' | 'INPATIENT'
  receptionId: string
  visitDate: string
  endDate?: string
  departmentName: string
  doctorName?: string
  ward?: string
  /** The payments that settled this visit's bills (a stay's interim and final bills). */
  payments: Payment[]
  /** The certificate written during it (a finished stay's), whose copy is a fee document. */
  certificate?: Certificate
  patientNo: string
}

type Certificate = NonNullable<zod.output<typeof InpatientStayRecord>['certificate']>
type DocumentFee = zod.output<typeof DocumentFeeRecord>

/** The caller's finished visit or stay with this reception id, or 404. */
function findVisit(patient: Patient, receptionId: string): Visit {
  const { db } = sandbox
  const { patientNo } = patient
  const paidPayments = db.payments.findMany((q) => q.where({ patient: { patientNo }, status: 'PAID' }))
  const clinic = db.clinicVisits.findFirst((q) => q.where({ patient: { patientNo }, receptionId, status: 'COMPLETED' }))
  if (clinic) {
    const billIds = new Set(db.bills.findMany((q) => q.where({ receptionId })).map((b) => b.billId))
    return {
      kind: 'OUTPATIENT',
      receptionId,
      visitDate: clinic.scheduleDate,
      departmentName: clinic.departmentName,
      doctorName: clinic.doctorName,
      payments: paidPayments.filter((p) => p.billIds.some((id) => billIds.has(id))),
      patientNo,
    }
  }
  const stay = db.stays.findFirst((q) => q.where({ patient: { patientNo }, receptionId }))
  if (stay) {
    const discharged = stay.status === 'DISCHARGED'
    return {
      kind: 'INPATIENT',
      receptionId,
      visitDate: stay.admissionDate ?? stay.interimBill.admissionDate,
      ...(discharged && stay.expectedDischargeDate ? { endDate: stay.expectedDischargeDate } : {}),
      departmentName: stay.departmentName ?? '',
      ...(stay.doctorName ? { doctorName: stay.doctorName } : {}),
      ...(stay.ward ? { ward: stay.ward } : {}),
      payments: paidPayments.filter((p) => p.receptionId === receptionId),
      ...(discharged && stay.certificate ? { certificate: stay.certificate } : {}),
      patientNo,
    }
  }
  return notFound()
}

/** The fee the patient paid in the app for one of this visit's documents. */
const paidFee = (visit: Visit, documentType: DocumentType): DocumentFee | undefined =>
  sandbox.db.documentFees.findFirst((q) =>
    q.where({ patient: { patientNo: visit.patientNo }, receptionId: visit.receptionId, documentType }),
  )

const feeResult = (fee: DocumentFee) => ({
  paymentId: fee.paymentId,
  amount: fee.amount,
  paidAt: fee.paidAt,
  approvalNo: fee.approvalNo,
  status: 'PAID' as const,
})

function documentsOf(visit: Visit): VisitDocuments {
  const paid = visit.payments.length > 0
  const doc = (documentType: DocumentType, availability: 'APP' | 'FEE' | 'AFTER_PAYMENT', fee = 0) => {
    const feePaid = fee > 0 ? paidFee(visit, documentType) : undefined
    return {
      documentType,
      title: TITLES[documentType],
      availability: feePaid ? ('APP' as const) : availability,
      fee,
      ...(feePaid ? { feePaid: feeResult(feePaid) } : {}),
    }
  }
  const afterPayment = paid ? 'APP' : 'AFTER_PAYMENT'
  return {
    receptionId: visit.receptionId,
    visitKind: visit.kind,
    visitDate: visit.visitDate,
    ...(visit.endDate ? { endDate: visit.endDate } : {}),
    departmentName: visit.departmentName,
    ...(visit.doctorName ? { doctorName: visit.doctorName } : {}),
    electronicClaim: paid ? 'Y' : 'N',
    documents: [
      doc('RECEIPT', afterPayment),
      doc('ITEMISED', afterPayment),
      doc(visit.kind === 'OUTPATIENT' ? 'VISIT_CONFIRMATION' : 'STAY_CONFIRMATION', 'APP'),
      ...(visit.certificate ? [doc('CERTIFICATE_COPY', 'FEE', CERTIFICATE_COPY_FEE)] : []),
    ],
  }
}

/**
 * The fee still to pay for one of the caller's documents, checked as the server checks it before a
 * card page opens (createPaymentHash) and again at the posting: the caller's own visit (404
 * otherwise), a document with a fee not yet paid (404 when it has none, 409 ALREADY_PAID), and
 * the amount (409 AMOUNT_MISMATCH).
 */
export function documentFeeDue(patient: Patient, receptionId: string, documentType: DocumentType, amount: number) {
  const visit = findVisit(patient, receptionId)
  const listed = documentsOf(visit).documents.find((d) => d.documentType === documentType)
  if (!listed || listed.fee === 0) return notFound()
  if (listed.feePaid) return refuse(409, 'ALREADY_PAID')
  if (amount !== listed.fee) return refuse(409, 'AMOUNT_MISMATCH')
  return { visit, fee: listed.fee }
}

// ---- the PDFs -----------------------------------------------------------------------------

const day = (date: string) => formatDate(date, false)
/** 580314-2****** : the birth date and the digit of sex, as hospitals print it. */
const maskedResident = (residentNumber: string) => {
  const digits = residentNumber.replace(/\D/g, '')
  return `${digits.slice(0, 6)}-${digits.slice(6, 7)}******`
}

function issued(title: string, blocks: ReportBlock[], serial: string): FileAnswer {
  const today = sandbox.clock.today()
  const pdf = buildPlainPdf({
    header: `${HOSPITAL.name} · ${title}`,
    title,
    blocks: [
      ...blocks,
      { type: 'space', height: 16 },
      {
        type: 'facts',
        facts: [
          ['발급일', day(today)],
          ['발급번호', serial],
        ],
      },
      { type: 'paragraph', text: `${HOSPITAL.name} 병원장 (직인 생략, 전자 발급)`, bold: true },
    ],
    footer: `${HOSPITAL.name} · 이 서류는 병원이 전자로 발급한 것으로, 발급번호로 원무과에서 진위를 확인할 수 있습니다.`,
  })
  return new FileAnswer(pdf, 'application/pdf')
}

function patientFacts(patient: Patient): Array<[string, string]> {
  return [
    ['성명', patient.name],
    ['환자번호', patient.patientNo],
    ['주민등록번호', maskedResident(patient.residentNumber)],
  ]
}

const period = (visit: Visit) =>
  visit.kind === 'OUTPATIENT'
    ? day(visit.visitDate)
    : `${day(visit.visitDate)} ~ ${visit.endDate ? day(visit.endDate) : '재원 중'}`

/** The lines of the visit's payments that are this visit's (a payment may settle several visits). */
function visitLines(visit: Visit) {
  return visit.payments.flatMap((p) =>
    p.lines
      .filter((line) => visit.kind === 'INPATIENT' || !line.visitDate || line.visitDate === visit.visitDate)
      .map((line) => ({ ...line, paidAt: p.paidAt, paymentId: p.paymentId })),
  )
}

function visitDocumentPdf(patient: Patient, visit: Visit, type: DocumentType): FileAnswer {
  const base: Array<[string, string]> = [
    ...patientFacts(patient),
    ['진료 구분', visit.kind === 'OUTPATIENT' ? '외래' : '입원'],
    ['진료과', visit.departmentName],
    ...(visit.doctorName ? ([['담당 의사', visit.doctorName]] as Array<[string, string]>) : []),
    [visit.kind === 'OUTPATIENT' ? '진료일' : '입원 기간', period(visit)],
  ]
  // One word (no hyphen: a reader could break the number there): the kind, then the reception.
  const serial = `${type.slice(0, 2)}${visit.receptionId.slice(1)}`
  const lines = visitLines(visit)
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0)
  const patientTotal = sum((l) => l.patientAmount)
  const total = sum((l) => l.insuredAmount + l.uninsuredAmount)
  switch (type) {
    case 'RECEIPT':
      return issued(
        TITLES.RECEIPT,
        [
          { type: 'facts', facts: [...base, ['영수증 번호', visit.payments.map((p) => p.paymentId).join(', ')]] },
          { type: 'heading', text: '진료비 내역' },
          {
            type: 'table',
            table: {
              columns: [
                { title: '항목', width: 3 },
                { title: '급여', width: 2 },
                { title: '비급여', width: 2 },
                { title: '본인부담금', width: 2 },
              ],
              rows: lines.map((l) => [
                l.itemName,
                formatWon(l.insuredAmount),
                formatWon(l.uninsuredAmount),
                formatWon(l.patientAmount),
              ]),
            },
          },
          {
            type: 'facts',
            facts: [
              ['진료비 총액', formatWon(total)],
              ['공단 부담금', formatWon(total - patientTotal)],
              ['환자 부담 총액', formatWon(patientTotal)],
              ['납부한 금액', formatWon(patientTotal)],
            ],
          },
          {
            type: 'paragraph',
            size: 9,
            text: '이 계산서·영수증은 「국민건강보험법 시행규칙」 별지 서식에 따른 것으로, 소득공제와 실손보험 청구에 쓸 수 있습니다.',
          },
        ],
        serial,
      )
    case 'ITEMISED':
      return issued(
        TITLES.ITEMISED,
        [
          { type: 'facts', facts: base },
          { type: 'heading', text: '세부 산정 내역' },
          {
            type: 'table',
            table: {
              columns: [
                { title: '수납일', width: 2 },
                { title: '항목', width: 3 },
                { title: '급여 총액', width: 2 },
                { title: '비급여', width: 2 },
                { title: '본인부담', width: 2 },
              ],
              rows: lines.map((l) => [
                day(l.visitDate ?? l.paidAt.slice(0, 10)),
                l.itemName,
                formatWon(l.insuredAmount),
                formatWon(l.uninsuredAmount),
                formatWon(l.patientAmount),
              ]),
            },
          },
          {
            type: 'facts',
            facts: [
              ['합계', formatWon(total)],
              ['본인부담 합계', formatWon(patientTotal)],
            ],
          },
        ],
        serial,
      )
    case 'VISIT_CONFIRMATION':
    case 'STAY_CONFIRMATION':
      return issued(
        TITLES[type],
        [
          {
            type: 'facts',
            facts: [...base, ...(visit.ward ? ([['병동', visit.ward]] as Array<[string, string]>) : [])],
          },
          { type: 'space', height: 12 },
          {
            type: 'paragraph',
            size: 12,
            text:
              visit.kind === 'OUTPATIENT'
                ? `위 사람은 ${day(visit.visitDate)}에 본원 ${visit.departmentName}에서 외래 진료를 받았음을 확인합니다.`
                : `위 사람은 ${period(visit)} 본원 ${visit.departmentName}에 입원하여 치료를 받았음을 확인합니다.`,
          },
        ],
        serial,
      )
    case 'CERTIFICATE_COPY': {
      const certificate = visit.certificate ?? notFound()
      return issued(
        '진단서 (사본)',
        [
          { type: 'facts', facts: base },
          { type: 'heading', text: '병명' },
          {
            type: 'facts',
            facts: [
              ['임상적 추정', `${certificate.diagnosis} (${certificate.code})`],
              ['발병일', day(visit.visitDate)],
              ['진단일', day(certificate.writtenOn)],
            ],
          },
          { type: 'heading', text: '치료 내용 및 향후 치료에 대한 소견' },
          { type: 'paragraph', size: 12, text: certificate.opinion },
          {
            type: 'paragraph',
            size: 9,
            text: `이 서류는 ${day(certificate.writtenOn)}에 ${visit.doctorName ?? ''} 의사가 발급한 진단서의 사본입니다. 원본과 같은 효력이 필요하면 원무과에 문의해 주세요.`,
          },
        ],
        serial,
      )
    }
  }
}

function paymentConfirmationPdf(patient: Patient, year: string): FileAnswer {
  const today = sandbox.clock.today()
  const end = `${year}-12-31` < today ? `${year}-12-31` : today
  const payments = sandbox.db.payments
    .findMany((q) => q.where({ patient: { patientNo: patient.patientNo }, status: 'PAID' }))
    .filter((p) => p.paidAt.slice(0, 4) === year && p.paidAt.slice(0, 10) <= end)
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
  const total = payments.reduce((s, p) => s + p.amount, 0)
  return issued(
    '진료비 납입확인서',
    [
      {
        type: 'facts',
        facts: [
          ...patientFacts(patient),
          ['기간', `${day(`${year}-01-01`)} ~ ${day(end)}`],
          ['용도', '연말정산 의료비 공제'],
        ],
      },
      { type: 'heading', text: `${year}년 납입 내역` },
      {
        type: 'table',
        table: {
          columns: [
            { title: '수납일', width: 2 },
            { title: '구분', width: 1 },
            { title: '진료과', width: 2 },
            { title: '납입 금액', width: 2 },
          ],
          rows: payments.map((p) => [
            day(p.paidAt.slice(0, 10)),
            p.kind === 'OUTPATIENT' ? '외래' : '입원',
            p.departmentName,
            formatWon(p.amount),
          ]),
        },
      },
      { type: 'facts', facts: [['납입 금액 합계', formatWon(total)]] },
      {
        type: 'paragraph',
        text: `위와 같이 ${year}년에 진료비를 납입하였음을 확인합니다. (취소된 수납은 제외)`,
      },
    ],
    `PC${year}${patient.patientNo}`,
  )
}

export const documentOperations = [
  operation({
    operationId: 'listVisitDocuments',
    method: 'get',
    path: '/api/common/documents/{receptionId}',
    auth: true,
    params: z.ListVisitDocumentsParams,
    response: z.ListVisitDocumentsResponse,
    resolve: ({ caller, params }) => documentsOf(findVisit(callerPatient(caller), params.receptionId)),
  }),

  operation({
    operationId: 'downloadVisitDocument',
    method: 'get',
    path: '/api/common/documents/{receptionId}/{documentType}/file',
    auth: true,
    params: z.DownloadVisitDocumentParams,
    resolve({ caller, params }) {
      const patient = callerPatient(caller)
      const visit = findVisit(patient, params.receptionId)
      const listed = documentsOf(visit).documents.find((d) => d.documentType === params.documentType)
      if (listed?.availability !== 'APP') return notFound()
      return visitDocumentPdf(patient, visit, params.documentType)
    },
  }),

  operation({
    operationId: 'payDocumentFee',
    method: 'post',
    path: '/api/common/documents/{receptionId}/{documentType}/fee',
    auth: true,
    params: z.PayDocumentFeeParams,
    body: z.PayDocumentFeeBody,
    belowMinimum: AMOUNT_RULES,
    response: z.PayDocumentFeeResponse,
    async resolve({ caller, params, body }) {
      const patient = callerPatient(caller)
      const { receptionId, documentType } = params
      const { postedPaymentId } = orderToPost(body.orderId, { ...body, patientNo: patient.patientNo })
      // The same order for the same document again (an answer that never came): what the first
      // posting made. An order posted to anything else is not this document's.
      const posted = (paymentId: string) =>
        sandbox.db.documentFees.findFirst((q) => q.where({ paymentId, receptionId, documentType })) ?? notFound()
      if (postedPaymentId) return feeResult(posted(postedPaymentId))
      documentFeeDue(patient, receptionId, documentType, body.amount)
      const paymentId = nextId('FEE')
      await sandbox.db.documentFees.create({
        patient,
        receptionId,
        documentType,
        orderId: body.orderId,
        paymentId,
        amount: body.amount,
        approvalNo: body.approvalNo,
        paidAt: sandbox.clock.nowIso(),
      })
      await markPosted(body.orderId, paymentId)
      return feeResult(posted(paymentId))
    },
  }),

  operation({
    operationId: 'downloadPaymentConfirmation',
    method: 'get',
    path: '/api/common/documents/payment-confirmation/{year}',
    auth: true,
    params: z.DownloadPaymentConfirmationParams,
    query: z.DownloadPaymentConfirmationQueryParams,
    resolve({ caller, params, query }) {
      const patient = query.patientNo ? (findPatient(query.patientNo) ?? notFound()) : callerPatient(caller)
      return paymentConfirmationPdf(patient, params.year)
    },
  }),
]
