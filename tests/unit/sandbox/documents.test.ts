import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import {
  approveOrder,
  createPaymentHash,
  downloadPaymentConfirmation,
  downloadVisitDocument,
  listVisitDocuments,
  payDocumentFee,
} from '@/api/generated/common'
import { approveAtCardPage } from '../../support/card-page'
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

  it("a fee document is paid once by card, then issued: the copy of the stay's certificate", async () => {
    signInAs('inpatient')
    const stay = 'R202608100412'
    const copy = async () =>
      (await listVisitDocuments(stay)).documents.find((d) => d.documentType === 'CERTIFICATE_COPY')
    expect(await copy()).toMatchObject({ availability: 'FEE', fee: 1000 })
    expect(await failure(downloadVisitDocument(stay, 'CERTIFICATE_COPY'))).toMatchObject({ status: 404 })

    // The hash is refused for another amount or a document without a fee, before any card page.
    const fee = { patientNo: '10345678', provider: 'KCP' as const, receptionId: stay }
    expect(
      await failure(createPaymentHash({ ...fee, orderId: 'ORD-FEE-0', amount: 900, documentType: 'CERTIFICATE_COPY' })),
    ).toMatchObject({ status: 409, code: 'AMOUNT_MISMATCH' })
    expect(
      await failure(createPaymentHash({ ...fee, orderId: 'ORD-FEE-0', amount: 1000, documentType: 'RECEIPT' })),
    ).toMatchObject({ status: 404 })

    const orderId = 'ORD-FEE-1'
    const { hash, siteCode } = await createPaymentHash({
      ...fee,
      orderId,
      amount: 1000,
      documentType: 'CERTIFICATE_COPY',
    })
    const card = await approveAtCardPage({ provider: 'KCP', orderId, amount: 1000, hash, siteCode })
    await approveOrder({ orderId, provider: 'KCP', amount: 1000, approvalNo: card.approvalNo, hash })
    const posting = { orderId, provider: 'KCP' as const, amount: 1000, approvalNo: card.approvalNo }
    const paid = await payDocumentFee(stay, 'CERTIFICATE_COPY', posting)
    expect(paid).toMatchObject({ amount: 1000, status: 'PAID' })
    // The same order again (an answer lost on the way): the first result, nothing paid twice.
    expect(await payDocumentFee(stay, 'CERTIFICATE_COPY', posting)).toEqual(paid)
    // The same order named for another document is not that document's payment.
    expect(await failure(payDocumentFee(stay, 'STAY_CONFIRMATION', posting))).toMatchObject({ status: 404 })
    expect(await copy()).toMatchObject({ availability: 'APP', feePaid: { paymentId: paid.paymentId } })

    const text = await pdfText(await downloadVisitDocument(stay, 'CERTIFICATE_COPY'))
    expect(text).toContain('진단서 (사본)')
    expect(text).toContain('급성 담낭염 (K81.0)')
    expect(text).toContain('박영수')

    // Paid once: a second fee is refused before the card page.
    expect(
      await failure(
        createPaymentHash({ ...fee, orderId: 'ORD-FEE-2', amount: 1000, documentType: 'CERTIFICATE_COPY' }),
      ),
    ).toMatchObject({ status: 409, code: 'ALREADY_PAID' })
    // The fee is not a medical expense: the year's confirmation does not list it.
    expect(await pdfText(await downloadPaymentConfirmation('2026'))).not.toContain(paid.paymentId)
  })

  it("refuses another patient's fee document at the hash and at the posting", async () => {
    signInAs('outpatient')
    const stay = 'R202608100412'
    expect(
      await failure(
        createPaymentHash({
          orderId: 'ORD-FEE-X',
          patientNo: '10345678',
          provider: 'KCP',
          amount: 1000,
          receptionId: stay,
          documentType: 'CERTIFICATE_COPY',
        }),
      ),
    ).toMatchObject({ status: 404 })
    expect(
      await failure(
        payDocumentFee(stay, 'CERTIFICATE_COPY', {
          orderId: 'ORD-FEE-X',
          provider: 'KCP',
          amount: 1000,
          approvalNo: '30098767',
        }),
      ),
    ).toMatchObject({ status: 404 })
  })

  it("issues the year's payment confirmation with the year's total", async () => {
    signInAs('outpatient')
    const text = await pdfText(await downloadPaymentConfirmation('2026'))
    expect(text).toContain('진료비 납입확인서')
    expect(text).toContain('납입 금액 합계')
  })
})
