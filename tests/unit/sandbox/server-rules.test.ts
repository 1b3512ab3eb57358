import { describe, expect, it } from 'vitest'
import { addFamilyAccount, fetchMultiAccountList, fetchUserInfo } from '@/api/generated/account'
import { fetchCarInfo, updateCarInfo } from '@/api/generated/common'
import { fetchDoctor, listDepartments } from '@/api/generated/hospital'
import { fetchOutpatientPayment } from '@/api/generated/outpatient'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { tokenStore } from '@/shared/storage/token-store'
import { sandbox } from '../../../mocks/node'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const url = (path: string) => resolveUrl(getApiConfig().mainBaseUrl, path)

describe('the server rules the sandbox enforces', () => {
  it('401 without a token, 403 with an invalid one', async () => {
    expect(await failure(fetchUserInfo())).toMatchObject({ kind: 'auth', status: 401 })
    tokenStore.setAccessToken('forged')
    expect(await failure(fetchUserInfo())).toMatchObject({ kind: 'auth', status: 403, code: 'INVALID_TOKEN' })
  })

  it('400 with a reason for a body that breaks the contract', async () => {
    signInAs('outpatient')
    const response = await fetch(url('/api/common/carInfo'), {
      method: 'PUT',
      headers: { Authorization: 'Bearer sandbox-token-U1001', 'Content-Type': 'application/json' },
      body: JSON.stringify({ colNum: 3, carNumber: 'ABC' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      reason: '입력하신 정보를 다시 확인해 주세요.',
    })
  })

  it('refuses a 3,000-character name (the contract says 50) and stores nothing', async () => {
    signInAs('family')
    const before = await fetchMultiAccountList()
    const error = await failure(
      addFamilyAccount({ relation: 'CHILD', userName: '가'.repeat(3000), birthDate: '20200101' }),
    )
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
    expect(await fetchMultiAccountList()).toEqual(before)
  })

  it('404 for an unknown id', async () => {
    signInAs('outpatient')
    expect(await failure(fetchDoctor('IMC', 'D9999'))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await failure(fetchOutpatientPayment('PAY209901010001'))).toMatchObject({ status: 404 })
  })

  it('registers, replaces and removes cars', async () => {
    signInAs('outpatient')
    expect((await fetchCarInfo()).cars.map((c) => c.carNumber)).toEqual(['12가3456'])
    await updateCarInfo({ colNum: 2, carNumber: '34나5678' })
    expect((await fetchCarInfo()).cars.map((c) => c.carNumber)).toEqual(['12가3456', '34나5678'])
    const taken = await failure(updateCarInfo({ colNum: 2, carNumber: '12가3456' }))
    expect(taken).toMatchObject({ status: 409, code: 'CAR_NUMBER_TAKEN' })
    await updateCarInfo({ colNum: 1, carNumber: '' })
    expect(await fetchCarInfo()).toMatchObject({ cars: [{ colNum: 2, carNumber: '34나5678' }], freeParkingHours: 8 })
  })

  it('gives an inpatient 12 free parking hours', async () => {
    signInAs('inpatient')
    expect(await fetchCarInfo()).toMatchObject({ parkingCategory: 'INPATIENT', freeParkingHours: 12 })
  })

  it('answers injected faults: an error status, then no response', async () => {
    sandbox.faults.set('listDepartments', { status: 503, reason: '점검 중입니다.' })
    expect(await failure(listDepartments())).toMatchObject({ kind: 'http', status: 503, reason: '점검 중입니다.' })
    sandbox.faults.set('listDepartments', { noResponse: 'network' })
    expect(await failure(listDepartments())).toMatchObject({ kind: 'no-response' })
    sandbox.faults.clear()
    expect(await listDepartments()).toHaveLength(27)
  })

  it('answers the control API: personas with valid tokens, and reset', async () => {
    const personas = (await (await fetch(url('/__demo/personas'))).json()) as Array<{ id: string; token: string }>
    expect(personas.map((p) => p.id)).toEqual(['outpatient', 'inpatient', 'checkup', 'family', 'newcomer'])
    for (const persona of personas) {
      tokenStore.setAccessToken(persona.token)
      await expect(fetchUserInfo()).resolves.toMatchObject({ userId: expect.stringMatching(/^U\d{4}$/) as unknown })
    }
    signInAs('outpatient')
    await updateCarInfo({ colNum: 1, carNumber: '' })
    await fetch(url('/__demo/reset'), { method: 'POST' })
    expect((await fetchCarInfo()).cars).toHaveLength(1)
  })
})
