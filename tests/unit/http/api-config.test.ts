import { describe, expect, it } from 'vitest'
import { ApiConfigError, parseApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'

describe('the base URLs', () => {
  it('accept absolute URLs and origin paths', () => {
    expect(
      parseApiConfig({
        VITE_API_BASE_URL: 'https://mapi.hanbit-hospital.kr',
        VITE_RX_BASE_URL: '/rx',
        MODE: 'production',
      }),
    ).toEqual({
      mainBaseUrl: 'https://mapi.hanbit-hospital.kr',
      rxBaseUrl: '/rx',
      validateResponses: false,
      timeoutMs: 10_000,
    })
  })

  it('are refused at start-up when missing or malformed, naming the variable', () => {
    expect(() => parseApiConfig({ VITE_RX_BASE_URL: '/rx' })).toThrow(ApiConfigError)
    expect(() => parseApiConfig({ VITE_API_BASE_URL: 'mapi.hanbit-hospital.kr', VITE_RX_BASE_URL: '/rx' })).toThrow(
      /VITE_API_BASE_URL must be an absolute/,
    )
  })

  it('turn on the contract check in development and tests, not in the built app or demo', () => {
    const bases = { VITE_API_BASE_URL: '/', VITE_RX_BASE_URL: '/rx' }
    expect(parseApiConfig({ ...bases, MODE: 'production' }).validateResponses).toBe(false)
    expect(parseApiConfig({ ...bases, MODE: 'test' }).validateResponses).toBe(true)
    expect(parseApiConfig({ ...bases, DEV: true }).validateResponses).toBe(true)
    expect(parseApiConfig({ ...bases, VITE_DEMO: 'true' }).validateResponses).toBe(false)
    expect(parseApiConfig({ ...bases, DEV: true, VITE_DEMO: 'true' }).validateResponses).toBe(true)
    expect(parseApiConfig({ ...bases, VITE_VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true)
  })

  it('join a base and a path, keeping the base path', () => {
    expect(resolveUrl('https://api.erx-link.kr', '/mobile/rx/selectRxStatus')).toBe(
      'https://api.erx-link.kr/mobile/rx/selectRxStatus',
    )
    expect(resolveUrl('http://localhost:4010/rx', '/mobile/map/selectPharmListF?patientNo=1')).toBe(
      'http://localhost:4010/rx/mobile/map/selectPharmListF?patientNo=1',
    )
    expect(resolveUrl('http://localhost/', '/api/users/me')).toBe('http://localhost/api/users/me')
  })
})
