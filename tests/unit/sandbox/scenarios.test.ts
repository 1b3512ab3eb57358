import { describe, expect, it } from 'vitest'
import { checkInArrival, fetchWaitingNumber } from '@/api/generated/common'
import { fetchHospitalInfo } from '@/api/generated/hospital'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const url = (path: string) => resolveUrl(getApiConfig().mainBaseUrl, path)
const advance = async (id: string) => {
  const response = await fetch(url(`/__demo/scenarios/${id}`), { method: 'POST' })
  return { status: response.status, body: (await response.json()) as { state: string; reason?: string } }
}

describe('the control API moves the scenarios along', () => {
  it('lists every step with where it stands', async () => {
    const steps = (await (await fetch(url('/__demo/scenarios'))).json()) as Array<{ id: string; state: string }>
    expect(steps.map((step) => step.id)).toContain('queue')
    expect(steps.every((step) => step.state.length > 0)).toBe(true)
  })

  it('moves the waiting queue by one person, down to nobody ahead, then says so', async () => {
    signInAs('outpatient')
    expect((await advance('queue')).status).toBe(409) // nobody waiting before the arrival
    await checkInArrival({ receptionId: 'R202611230101', chg_seq: 1 })
    expect(await advance('queue')).toMatchObject({ status: 200, body: { state: '순환기내과 앞에 2명' } })
    // The next read of the number sees it (the read itself moves the queue on only every second time).
    expect(await fetchWaitingNumber('R202611230101', 'IMC')).toMatchObject({ cnt: 2, rnk: 3 })
    await advance('queue')
    await advance('queue')
    const end = await advance('queue')
    expect(end).toMatchObject({ status: 409, body: { reason: '앞에 기다리는 사람이 없습니다.' } })
  })

  it('answers 404 for an unknown step', async () => {
    expect((await advance('nothing')).status).toBe(404)
  })
})

describe('the health note service step', () => {
  it('turns the hospital’s health note on and off again', async () => {
    const healthNote = async () => (await fetchHospitalInfo()).cloudServiceInfo.healthNote
    expect(await healthNote()).toBe('N')
    expect(await advance('health-note-service')).toMatchObject({
      status: 200,
      body: { state: '건강수첩 제공 중 (다섯째 탭)' },
    })
    expect(await healthNote()).toBe('Y')
    expect(await advance('health-note-service')).toMatchObject({ status: 200, body: { state: '건강수첩 제공 안 함' } })
    expect(await healthNote()).toBe('N')
  })
})

describe('the ID check at reception step', () => {
  it('turns the hospital’s notice on (its words, exemptions and card app) and off again', async () => {
    const config = async () => (await fetchHospitalInfo()).receptionIdCheck
    // Not configured, as the server is before the proposal.
    expect(await config()).toBeUndefined()
    expect(await advance('reception-id-check')).toMatchObject({ status: 200, body: { state: '본인 확인 안내 중' } })
    expect((await config())?.enabled).toBe('Y')
    expect((await config())?.exemptions).toContain('19세 미만')
    expect((await config())?.mobileCardApp?.android.package).toBe('kr.or.nhis.example')
    expect(await advance('reception-id-check')).toMatchObject({ status: 200, body: { state: '본인 확인 안내 안 함' } })
    expect((await config())?.enabled).toBe('N')
  })
})
