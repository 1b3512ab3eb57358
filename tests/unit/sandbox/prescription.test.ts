import { describe, expect, it } from 'vitest'
import { listMessages } from '../../../src/api/generated/account'
import { listTodayPrescriptions, submitPrescription } from '../../../src/api/generated/outpatient'
import { listErxPrescriptions } from '../../../src/api/generated/prescription'
import {
  addFavouritePharmacy,
  changeRxStatus,
  createRx,
  fetchRxCost,
  fetchRxStatus,
  listFavouritePharmacies,
  listRecentPharmacies,
  payRx,
  removeFavouritePharmacy,
  searchPharmacies,
  sendRxToPharmacy,
} from '../../../src/api/generated/rx'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

describe('sending an e-prescription to a pharmacy', () => {
  it('runs the whole flow: create, choose a pharmacy, send, track, pay', async () => {
    signInAs('outpatient')
    const [slip] = await listTodayPrescriptions('2026-11-23')
    expect(slip).toMatchObject({ prscNo: 'PR202611230101', submitStatus: 'NOT_SENT' })

    const rx = await createRx({ patientNo: '10234567', prscNo: slip!.prscNo, receptionId: slip!.receptionId })
    expect(rx).toMatchObject({ rxId: 'RX202611230001', status: 'CREATED' })

    const nearby = await searchPharmacies({ latitude: 37.5612, longitude: 127.0379, radiusMeters: 500 })
    expect(nearby[0]?.distanceMeters).toBeLessThanOrEqual(nearby[1]?.distanceMeters ?? Infinity)
    const pharmacy = nearby.find((p) => p.acceptsErx === 'Y')!

    expect(await sendRxToPharmacy({ rxId: rx.rxId, pharmCode: pharmacy.pharmCode })).toMatchObject({ status: 'SENT' })
    const sent = await submitPrescription({
      receptionId: slip!.receptionId,
      prscNo: slip!.prscNo,
      pharmCode: pharmacy.pharmCode,
      rxId: rx.rxId,
    })
    expect(sent).toMatchObject({ submitStatus: 'SENT', pharmName: pharmacy.pharmName })
    expect((await listMessages(1, 1)).items[0]).toMatchObject({ category: 'PRESCRIPTION' })

    const noOrder = await failure(payRx({ rxId: rx.rxId, patientNo: '10234567', amount: 2900 }))
    expect(noOrder).toMatchObject({ status: 409, code: 'NO_ORDER_YET' })

    expect((await fetchRxStatus({ rxId: rx.rxId })).status).toBe('ACCEPTED')
    const cost = await fetchRxCost({ rxId: rx.rxId })
    expect(cost).toMatchObject({ isReady: 'Y', amount: 2900, paid: 'N' })
    await payRx({ rxId: rx.rxId, patientNo: '10234567', amount: 2900 })
    expect((await fetchRxCost({ rxId: rx.rxId })).paid).toBe('Y')
    expect((await listRecentPharmacies({ patientNo: '10234567' }))[0]?.pharmCode).toBe(pharmacy.pharmCode)
    expect((await listErxPrescriptions()).find((p) => p.prscNo === slip!.prscNo)?.pharmName).toBe(pharmacy.pharmName)
  })

  it('refuses a pharmacy that does not take e-prescriptions, and changes after dispensing started', async () => {
    signInAs('outpatient')
    const refusing = (await searchPharmacies({ latitude: 37.5612, longitude: 127.0379, radiusMeters: 5000 })).find(
      (p) => p.acceptsErx === 'N',
    )!
    const wrong = await failure(sendRxToPharmacy({ rxId: 'RX202611230001', pharmCode: refusing.pharmCode }))
    expect(wrong).toMatchObject({ status: 409, code: 'RX_NOT_ERX_PHARMACY' })
    const started = await failure(changeRxStatus({ rxId: 'RX202611090001', status: 'CANCELLED' }))
    expect(started).toMatchObject({ status: 409, code: 'RX_NOT_CHANGEABLE' })
  })

  it('cancelling a sent prescription frees it to be sent again', async () => {
    signInAs('outpatient')
    await sendRxToPharmacy({ rxId: 'RX202611230001', pharmCode: 'PH0002' })
    await changeRxStatus({ rxId: 'RX202611230001', status: 'CANCELLED' })
    const [slip] = await listTodayPrescriptions('2026-11-23')
    expect(slip?.submitStatus).toBe('NOT_SENT')
    const again = await createRx({ patientNo: '10234567', prscNo: 'PR202611230101', receptionId: 'R202611230102' })
    expect(again.rxId).not.toBe('RX202611230001')
  })

  it('keeps favourite pharmacies', async () => {
    signInAs('outpatient')
    const added = await addFavouritePharmacy({ patientNo: '10234567', pharmCode: 'PH0005' })
    expect(added.map((p) => p.pharmCode)).toEqual(['PH0002', 'PH0001', 'PH0005'])
    await removeFavouritePharmacy({ patientNo: '10234567', pharmCode: 'PH0001' })
    expect((await listFavouritePharmacies({ patientNo: '10234567' })).map((p) => p.pharmCode)).toEqual([
      'PH0002',
      'PH0005',
    ])
  })
})
