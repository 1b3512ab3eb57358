import { describe, expect, it } from 'vitest'
import { refusedPathReason } from '@/api/http/call-path'

const BASE = 'https://app.hospital.example/api-base/'
const check = (path: string) => refusedPathReason(path, new URL(`/api-base${path}`, BASE).toString(), BASE)

describe('the path of a call, as the fetcher checks it before anything leaves', () => {
  it('takes what the generated client builds', () => {
    expect(check('/api/common/test-result/R202611230001/2026-11-01')).toBeUndefined()
    expect(check('/api/outpatient/payList/2026-11-23?patientNo=10234567')).toBeUndefined()
    expect(check('/api/common/test-result/a%2Fb%3Fc/2026-11-01')).toBeUndefined()
  })

  it.each([
    ['/api/common/test-result/../users/updatePatient', 'a dot segment'],
    ['/api/common/test-result/./x', 'a dot segment'],
    ['/api/common/test-result/%2e%2e/x', 'a dot segment'],
    ['/api/common/test-result/.%2E/x', 'a dot segment'],
    ['/api/common/test-result//x', 'an empty segment'],
    ['/api/common/test-result/x#y', 'a fragment'],
    ['/api/common/test-result/%E0%A4%A', 'a malformed escape'],
    ['api/common', 'not a path'],
  ])('refuses %s (%s)', (path, reason) => {
    expect(check(path)).toBe(reason)
  })

  it('refuses a path that resolves to another origin or is normalised on the way', () => {
    expect(refusedPathReason('/x', 'https://evil.example/api-base/x', BASE)).toBe('another origin')
    expect(refusedPathReason('/x/y', 'https://app.hospital.example/api-base/y', BASE)).toBe('a normalised path')
  })
})
