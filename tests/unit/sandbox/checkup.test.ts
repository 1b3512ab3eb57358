import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import {
  deleteCheckupAppointment,
  downloadCheckupReportFile,
  fetchCheckupHistory,
  fetchCheckupReport,
  fetchNationResult,
  fetchSynthesisOpinion,
} from '../../../src/api/generated/checkup'
import { sandbox } from '../../../mocks/node'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

async function openPdf(bytes: Uint8Array, password?: string) {
  const document = await getDocument({ data: bytes, ...(password ? { password } : {}), verbosity: 0 }).promise
  const page = await document.getPage(1)
  const text = await page.getTextContent()
  return text.items.map((item) => ('str' in item ? item.str : '')).join(' ')
}

describe('health checkups', () => {
  it('keeps a national checkup result closed for 14 days, then opens it', async () => {
    signInAs('checkup')
    const history = await fetchCheckupHistory()
    expect(history.records.find((r) => r.checkupId === 'CK2026111801')).toMatchObject({
      isResultReady: 'N',
      resultAvailableFrom: '2026-12-02',
    })
    const waiting = await failure(fetchNationResult('CK2026111801'))
    expect(waiting).toMatchObject({ status: 409, code: 'RESULT_NOT_READY' })
    expect(waiting.reason).toContain('14일')

    sandbox.clock.set('2026-12-02T09:00:00+09:00')
    expect((await fetchNationResult('CK2026111801')).vitals.systolic).toBe(121)
  })

  it('gives the comprehensive checkup opinion', async () => {
    signInAs('checkup')
    expect((await fetchSynthesisOpinion('CK2026101201')).overallJudgement).toBe('정상B (경계)')
  })

  it('serves the report as a PDF that opens only with the birth date', async () => {
    signInAs('checkup')
    const report = await fetchCheckupReport('R202610120301', '2026-10-12')
    expect(report.files).toHaveLength(1)
    const blob = await downloadCheckupReportFile('2026-10-12', report.files[0]!.fileName)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    await expect(openPdf(bytes.slice())).rejects.toMatchObject({ name: 'PasswordException' })
    await expect(openPdf(bytes.slice(), '19000101')).rejects.toMatchObject({ name: 'PasswordException' })
    expect(await openPdf(bytes.slice(), '19751009')).toContain('Patient No. 10456789')
  })

  it('deletes an appointment, but not in the last three days', async () => {
    signInAs('checkup')
    await deleteCheckupAppointment('2026-12-14')
    expect((await fetchCheckupHistory()).appointments).toEqual([])

    await sandbox.db.checkupAppointments.create({
      patient: sandbox.db.patients.findFirst((q) => q.where({ patientNo: '10456789' }))!,
      receptionId: 'R202611250301',
      receptionDate: '2026-11-25',
      checkupTime: '08:00',
      checkupType: 'NATION',
      packageName: '국가 일반건강검진',
      canCancel: 'Y',
    })
    const late = await failure(deleteCheckupAppointment('2026-11-25'))
    expect(late).toMatchObject({ status: 409, code: 'CHECKUP_CANCEL_CLOSED' })
  })
})
