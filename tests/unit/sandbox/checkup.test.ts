import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import {
  createCheckupAppointment,
  deleteCheckupAppointment,
  downloadCheckupReportFile,
  fetchCheckupHistory,
  fetchCheckupReport,
  fetchCheckupStatus,
  fetchNationResult,
  fetchSynthesisOpinion,
  fetchSynthesisResult,
  listCheckupAvailableDates,
  listCheckupPackages,
  listCheckupReports,
} from '@/api/generated/checkup'
import { sandbox } from '../../../mocks/node'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

/** The report is set in a predefined Korean CMap (UniKS-UCS2-H): pdf.js reads it from its cmaps. */
const CMAPS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps/')

async function openPdf(bytes: Uint8Array, password?: string) {
  const document = await getDocument({
    data: bytes,
    cMapUrl: CMAPS,
    cMapPacked: true,
    ...(password ? { password } : {}),
    verbosity: 0,
  }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const text = await (await document.getPage(number)).getTextContent()
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  return { pages: document.numPages, text: pages.join('\n') }
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

  it('puts the previous checkup value beside each item it also had', async () => {
    signInAs('checkup')
    const result = await fetchSynthesisResult('CK2026101201')
    expect(result.previousCheckupDate).toBe('2025-11-14')
    const items = result.categories.flatMap((c) => c.items)
    expect(items.find((i) => i.itemName === 'ALT (SGPT)')).toMatchObject({
      value: '52',
      previousValue: '21',
      judgement: 'ABNORMAL',
    })
    expect(items.find((i) => i.itemName === '수축기 혈압')).toMatchObject({ unit: 'mmHG', previousValue: '118' })
    // Items the national checkup does not test have nothing to compare with.
    expect(items.find((i) => i.itemName === '당화혈색소')?.previousValue).toBeUndefined()
  })

  it('serves the report as a Korean PDF that opens only with the birth date (YYYYMMDD)', async () => {
    signInAs('checkup')
    expect(await listCheckupReports()).toHaveLength(2)
    const report = await fetchCheckupReport('R202610120301', '2026-10-12')
    expect(report.files).toHaveLength(1)
    const blob = await downloadCheckupReportFile('2026-10-12', report.files[0]!.fileName)
    expect(blob.size).toBe(report.files[0]!.sizeBytes)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    await expect(openPdf(bytes.slice())).rejects.toMatchObject({ name: 'PasswordException', code: 1 })
    await expect(openPdf(bytes.slice(), '19000101')).rejects.toMatchObject({ name: 'PasswordException', code: 2 })
    const opened = await openPdf(bytes.slice(), '19751009')
    expect(opened.pages).toBeGreaterThanOrEqual(1)
    expect(opened.text).toContain('종합검진 결과지')
    expect(opened.text).toContain('최지은')
    expect(opened.text).toContain('10456789')
    expect(opened.text).toContain('정상B (경계)')
    expect(opened.text).toContain('간수치(AST 46, ALT 52)')
  })

  it('prints the units in the report as the app writes them (mmHg, mg/dL), whatever the system sends', async () => {
    signInAs('checkup')
    const report = await fetchCheckupReport('R202610120301', '2026-10-12')
    const blob = await downloadCheckupReportFile('2026-10-12', report.files[0]!.fileName)
    const { text } = await openPdf(new Uint8Array(await blob.arrayBuffer()), '19751009')
    expect(text).toContain('124 mmHg로')
    expect(text).toContain('138 mg/dL로')
    expect(text).toContain('수축기 혈압 124 mmHg')
    expect(text).toContain('공복혈당 98 mg/dL')
    expect(text).not.toMatch(/mmHG|mg\/DL/)
  })

  it('answers 404 for a report file that is not hers', async () => {
    signInAs('checkup')
    const missing = await failure(downloadCheckupReportFile('2026-10-12', 'report_20261012_99999999.pdf'))
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' })
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
      packageCode: 'NAT-GENERAL',
      progress: 'NOT_RECEIVED',
      stations: [],
    })
    const late = await failure(deleteCheckupAppointment('2026-11-25'))
    expect(late).toMatchObject({ status: 409, code: 'CHECKUP_CANCEL_CLOSED' })
  })

  it('lists the programs a patient can book', async () => {
    signInAs('checkup')
    const packages = await listCheckupPackages()
    expect(packages.map((p) => p.packageCode)).toContain('SYN-PRECISE')
    expect(packages.find((p) => p.packageCode === 'NAT-GENERAL')).toMatchObject({ checkupType: 'NATION', priceWon: 0 })
  })

  it('closes the three weeks after the application date, weekends and holidays, and says why', async () => {
    signInAs('checkup')
    const answer = await listCheckupAvailableDates('SYNTHESIS', '2026-11-23', '2026-12-31')
    expect(answer).toMatchObject({ applicationDate: '2026-11-23', firstBookableDate: '2026-12-14' })
    const day = (date: string) => answer.dates.find((d) => d.date === date)
    expect(answer.dates).toHaveLength(39)
    expect(day('2026-11-24')).toMatchObject({ isAvailable: 'N', closedReason: 'LEAD_TIME' })
    expect(day('2026-12-11')).toMatchObject({ isAvailable: 'N', closedReason: 'LEAD_TIME' })
    expect(day('2026-12-19')).toMatchObject({ isAvailable: 'N', closedReason: 'CLOSED_DAY' })
    expect(day('2026-12-25')).toMatchObject({ isAvailable: 'N', closedReason: 'CLOSED_DAY' })
    const open = answer.dates.filter((d) => d.isAvailable === 'Y')
    expect(open.length).toBeGreaterThan(5)
    expect(open.every((d) => d.date >= '2026-12-14' && d.remaining > 0)).toBe(true)
    expect(answer.dates.some((d) => d.closedReason === 'FULL')).toBe(true)

    const tooLong = await failure(listCheckupAvailableDates('SYNTHESIS', '2026-11-23', '2027-03-01'))
    expect(tooLong).toMatchObject({ status: 400, code: 'PERIOD_INVALID' })
  })

  it('books again after a cancel, from three weeks on, one appointment per type', async () => {
    signInAs('checkup')
    const twice = await failure(createCheckupAppointment({ packageCode: 'SYN-BASIC', receptionDate: '2026-12-21' }))
    expect(twice).toMatchObject({ status: 409, code: 'CHECKUP_ALREADY_BOOKED' })

    await deleteCheckupAppointment('2026-12-14')
    const early = await failure(createCheckupAppointment({ packageCode: 'SYN-PRECISE', receptionDate: '2026-12-11' }))
    expect(early).toMatchObject({ status: 409, code: 'CHECKUP_LEAD_TIME' })
    expect(early.reason).toContain('3주')
    const weekend = await failure(createCheckupAppointment({ packageCode: 'SYN-PRECISE', receptionDate: '2026-12-19' }))
    expect(weekend).toMatchObject({ status: 409, code: 'DATE_NOT_BOOKABLE' })

    const booked = await createCheckupAppointment({ packageCode: 'SYN-PRECISE', receptionDate: '2026-12-14' })
    expect(booked).toMatchObject({
      receptionDate: '2026-12-14',
      checkupTime: '08:00',
      checkupType: 'SYNTHESIS',
      packageName: '종합검진 정밀 (위·대장내시경)',
      canCancel: 'Y',
    })
    expect((await fetchCheckupHistory()).appointments.map((a) => a.receptionDate)).toEqual(['2026-12-14'])

    const unknown = await failure(createCheckupAppointment({ packageCode: 'NAT-NOSUCH', receptionDate: '2026-12-21' }))
    expect(unknown).toMatchObject({ status: 404 })
  })

  it('gives the booked day station by station from 8 am, and the finished days as done', async () => {
    signInAs('checkup')
    const planned = await fetchCheckupStatus('10456789', '2026-12-14', 'SYNTHESIS')
    expect(planned.progress).toBe('NOT_RECEIVED')
    expect(planned.stations[0]).toMatchObject({ order: 1, expectedTime: '08:00', state: 'WAITING' })
    expect(planned.stations.map((s) => s.stationName)).toContain('대장내시경')
    const times = planned.stations.map((s) => s.expectedTime)
    expect([...times].sort()).toEqual(times)

    const finished = await fetchCheckupStatus('10456789', '2026-10-12', 'SYNTHESIS')
    expect(finished.progress).toBe('COMPLETED')
    expect(finished.stations.every((s) => s.state === 'DONE')).toBe(true)

    expect((await fetchCheckupStatus('10456789', '2026-12-15', 'NATION')).progress).toBe('NO_APPOINTMENT')
  })
})
