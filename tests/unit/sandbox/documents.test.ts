import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { downloadPaymentConfirmation, downloadVisitDocument, listVisitDocuments } from '@/api/generated/common'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const CMAPS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps/')

async function pdfText(blob: Blob) {
  const document = await getDocument({
    data: new Uint8Array(await blob.arrayBuffer()),
    cMapUrl: CMAPS,
    cMapPacked: true,
    verbosity: 0,
  }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const text = await (await document.getPage(number)).getTextContent()
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  return pages.join('\n')
}

describe('visit documents', () => {
  it('lists what a paid visit has: receipt and itemised from the app, and the insurer hand-off', async () => {
    signInAs('outpatient')
    const docs = await listVisitDocuments('R202611090055')
    expect(docs).toMatchObject({ visitKind: 'OUTPATIENT', visitDate: '2026-11-09', electronicClaim: 'Y' })
    expect(docs.documents.map((d) => [d.documentType, d.availability])).toEqual([
      ['RECEIPT', 'APP'],
      ['ITEMISED', 'APP'],
      ['VISIT_CONFIRMATION', 'APP'],
    ])
  })

  it('issues a readable Korean receipt whose amounts are the payment', async () => {
    signInAs('outpatient')
    const text = await pdfText(await downloadVisitDocument('R202611090055', 'RECEIPT'))
    expect(text).toContain('한빛대학교병원')
    expect(text).toContain('진료비 계산서·영수증')
    expect(text).toContain('이서연')
    expect(text).toContain('PAY202611090001')
  })

  it("refuses another patient's visit as if it did not exist", async () => {
    signInAs('checkup')
    expect(await failure(listVisitDocuments('R202611090055'))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await failure(downloadVisitDocument('R202611090055', 'RECEIPT'))).toMatchObject({ status: 404 })
  })

  it('keeps a fee document at the desk', async () => {
    signInAs('inpatient')
    const docs = await listVisitDocuments('R202608100412')
    expect(docs.documents.find((d) => d.documentType === 'CERTIFICATE_COPY')).toMatchObject({
      availability: 'DESK',
      fee: 1000,
    })
    expect(await failure(downloadVisitDocument('R202608100412', 'CERTIFICATE_COPY'))).toMatchObject({ status: 404 })
    expect(await pdfText(await downloadVisitDocument('R202608100412', 'STAY_CONFIRMATION'))).toContain('입퇴원확인서')
  })

  it("issues the year's payment confirmation with the year's total", async () => {
    signInAs('outpatient')
    const text = await pdfText(await downloadPaymentConfirmation('2026'))
    expect(text).toContain('진료비 납입확인서')
    expect(text).toContain('납입 금액 합계')
  })
})
