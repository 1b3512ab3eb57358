/**
 * Parking registration in the sandbox: the contract's plate pattern is the app's rule, so the
 * sandbox refuses what the form refuses (and keeps the world unchanged), and accepts every
 * plate the form accepts.
 */
import { describe, expect, it } from 'vitest'
import { fetchCarInfo, updateCarInfo } from '@/api/generated/common'
import { normalizeCarNumber } from '@/features/parking/lib/car-number'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

describe('parking registration (PUT /api/common/carInfo)', () => {
  it.each(['12갸3456', '12Q3456', '1가3456', '서울123가4567', '12가 3456'])(
    'refuses %s with 400 and changes nothing',
    async (carNumber) => {
      signInAs('outpatient')
      const refused = await failure(updateCarInfo({ colNum: 2, carNumber }))
      expect(refused).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
      expect((await fetchCarInfo()).cars.map((car) => car.carNumber)).toEqual(['12가3456'])
    },
  )

  it.each(['123가4567', '서울 34 바 5678', '경기12하3456', '77배7777'])(
    'registers %s as the form sends it (normalised)',
    async (typed) => {
      signInAs('outpatient')
      const carNumber = normalizeCarNumber(typed)
      const info = await updateCarInfo({ colNum: 2, carNumber })
      expect(info.cars).toEqual([
        expect.objectContaining({ colNum: 1, carNumber: '12가3456' }),
        expect.objectContaining({ colNum: 2, carNumber, registeredAt: expect.any(String) as unknown }),
      ])
    },
  )

  it('changes a registered car in its own slot, then removes it', async () => {
    signInAs('outpatient')
    await updateCarInfo({ colNum: 1, carNumber: '서울12가3456' })
    expect((await fetchCarInfo()).cars).toEqual([expect.objectContaining({ colNum: 1, carNumber: '서울12가3456' })])
    await updateCarInfo({ colNum: 1, carNumber: '' })
    expect((await fetchCarInfo()).cars).toEqual([])
  })

  it('refuses a patient without a patient number', async () => {
    signInAs('newcomer')
    expect(await failure(fetchCarInfo())).toMatchObject({ status: 400, code: 'PATIENT_NO_REQUIRED' })
  })

  it('tells a checkup patient on the day of the checkup their free hours', async () => {
    signInAs('checkup')
    const info = await fetchCarInfo()
    expect(info.freeParkingHours).toBeGreaterThan(0)
    expect(['OUTPATIENT', 'CHECKUP_GENERAL', 'CHECKUP_COMPREHENSIVE']).toContain(info.parkingCategory)
  })
})
