/**
 * Who owns the object an id names, for the access check (./access.ts): the patient a record
 * belongs to, the account a message or inquiry belongs to, the main account that registered a
 * push token, paid a payment or made an order. An id that names nothing has no owner.
 */
import type { ObjectIdField } from '../../../contracts/access'
import { sandbox } from '../../runtime/sandbox'

export interface Owner {
  /** The patient the record belongs to. */
  patientNo?: string
  /** The account it belongs to (a message, an inquiry; a user id names itself). */
  userId?: string
  /** The main account it belongs to (a push registration). */
  mainUserId?: string
  /** The main account that paid or ordered it. */
  payerUserId?: string
}

const patientOf = (record: { patient?: { patientNo: string } }): Owner => ({ patientNo: record.patient?.patientNo })

/** Every collection whose records carry a reception id (one reception: a visit, its bill, its results ...). */
function receptionOwners(receptionId: string): Owner[] {
  const { db } = sandbox
  const where = { receptionId }
  return [
    ...db.clinicVisits.findMany((q) => q.where(where)),
    ...db.testVisits.findMany((q) => q.where(where)),
    ...db.stays.findMany((q) => q.where(where)),
    ...db.medicineOrders.findMany((q) => q.where(where)),
    ...db.testResults.findMany((q) => q.where(where)),
    ...db.prescriptions.findMany((q) => q.where(where)),
    ...db.rxOrders.findMany((q) => q.where(where)),
    ...db.bills.findMany((q) => q.where(where)),
    ...db.checkupAppointments.findMany((q) => q.where(where)),
    ...db.checkupRecords.findMany((q) => q.where(where)),
  ].map(patientOf)
}

const OWNERS: Record<ObjectIdField, (id: string) => Owner[]> = {
  patientNo: (patientNo) => (sandbox.db.patients.findFirst((q) => q.where({ patientNo })) ? [{ patientNo }] : []),
  residentNumber: (residentNumber) =>
    sandbox.db.patients.findMany((q) => q.where({ residentNumber })).map((p) => ({ patientNo: p.patientNo })),
  userId: (userId) => sandbox.db.users.findMany((q) => q.where({ userId })).map((u) => ({ userId: u.userId })),
  receptionId: receptionOwners,
  appointmentId: (appointmentId) => sandbox.db.clinicVisits.findMany((q) => q.where({ appointmentId })).map(patientOf),
  paymentId: (paymentId) => [
    ...sandbox.db.payments
      .findMany((q) => q.where({ paymentId }))
      .map((p) => ({ ...patientOf(p), payerUserId: p.paidByUserId })),
    ...sandbox.db.rxPayments.findMany((q) => q.where({ paymentId })).map(patientOf),
  ],
  billIds: (billId) => sandbox.db.bills.findMany((q) => q.where({ billId })).map(patientOf),
  orderId: (orderId) =>
    sandbox.db.paymentOrders
      .findMany((q) => q.where({ orderId }))
      .map((o) => ({ ...patientOf(o), payerUserId: o.ownerUserId })),
  serNo: (serNo) =>
    sandbox.db.ubPays.findMany((q) => q.where({ serNo })).map((u) => ({ ...patientOf(u), payerUserId: u.payerUserId })),
  prscNo: (prscNo) => sandbox.db.prescriptions.findMany((q) => q.where({ prscNo })).map(patientOf),
  rxId: (rxId) => sandbox.db.rxOrders.findMany((q) => q.where({ rxId })).map(patientOf),
  firstVisitId: (firstVisitId) =>
    sandbox.db.firstVisits.findMany((q) => q.where({ firstVisitId })).map((f) => ({ userId: f.userId })),
  inquiryId: (inquiryId) =>
    sandbox.db.inquiries.findMany((q) => q.where({ inquiryId })).map((i) => ({ userId: i.userId })),
  messageId: (messageId) =>
    sandbox.db.messages.findMany((q) => q.where({ messageId })).map((m) => ({ userId: m.userId })),
  fcmToken: (fcmToken) =>
    sandbox.db.pushTokens.findMany((q) => q.where({ fcmToken })).map((t) => ({ mainUserId: t.userId })),
  fileName: (fileName) =>
    sandbox.db.checkupRecords
      .findMany((q) => q.where((record) => record.reportFiles.some((file) => file.fileName === fileName)))
      .map(patientOf),
  id: (checkupId) => sandbox.db.checkupRecords.findMany((q) => q.where({ checkupId })).map(patientOf),
}

export const objectOwners = (field: ObjectIdField, id: string): Owner[] => OWNERS[field](id)
