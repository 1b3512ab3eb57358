/** Medicine and test-result views shared by the outpatient, inpatient and common services. */
import { DATES } from '@/shared/config/constants'
import { sandbox } from '../runtime/sandbox'
import { notFound } from './lib/refusal'

type Kind = 'OUTPATIENT' | 'INPATIENT'

export function medicineSummaries(patientNo: string, kind: Kind, start: string, end: string) {
  return sandbox.db.medicineOrders
    .findMany((q) => q.where({ patient: { patientNo }, kind }))
    .filter((m) => m.orderDate >= start && m.orderDate <= end)
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate))
    .map((m) => ({
      receptionId: m.receptionId,
      orderDate: m.orderDate,
      departmentName: m.departmentName,
      doctorName: m.doctorName,
      itemCount: m.items.length,
      totalDays: m.totalDays,
    }))
}

export function medicineDetail(patientNo: string, kind: Kind, receptionId: string, orderDate: string) {
  const order =
    sandbox.db.medicineOrders.findFirst((q) => q.where({ patient: { patientNo }, kind, receptionId, orderDate })) ??
    notFound()
  const { receptionId: id, orderDate: date, departmentName, doctorName, items } = order
  return { receptionId: id, orderDate: date, departmentName, doctorName, items }
}

/** Results from 21 Nov 2023 on: the older ones are not shown. */
export function testResultSummaries(patientNo: string, kind: Kind, start: string, end: string) {
  const from = start > DATES.testResultsFrom ? start : DATES.testResultsFrom
  return sandbox.db.testResults
    .findMany((q) => q.where({ patient: { patientNo }, kind }))
    .filter((r) => r.testDate >= from && r.testDate <= end)
    .sort((a, b) => b.testDate.localeCompare(a.testDate))
    .map((r) => ({
      receptionId: r.receptionId,
      orderDate: r.orderDate,
      testDate: r.testDate,
      testName: r.testName,
      category: r.category,
      departmentName: r.departmentName,
      ...(r.doctorName ? { doctorName: r.doctorName } : {}),
      isReady: r.isReady,
    }))
}

export function testResultDetail(patientNo: string, receptionId: string, testDate: string) {
  const result = sandbox.db.testResults.findFirst((q) => q.where({ patient: { patientNo }, receptionId, testDate }))
  if (!result || result.testDate < DATES.testResultsFrom || result.isReady === 'N') return notFound()
  const { patient: _patient, kind: _kind, category: _category, isReady: _isReady, ...detail } = result
  return detail
}
