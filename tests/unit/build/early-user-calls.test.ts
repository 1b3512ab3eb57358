import { describe, expect, it } from 'vitest'
import { getFetchMainUserInfoUrl, getFetchUserInfoUrl } from '@/api/generated/account'
import { earlyCallsScript, earlyCallUrl } from '../../../scripts/vite/early-user-calls'

describe('the early user calls script', () => {
  const script = earlyCallsScript('https://mapi.example/base/', { current: 'access-token', main: 'main-access-token' })

  it('asks each address with the token the app would use (src/app/http-setup.ts: current, main)', () => {
    expect(script).toContain(`ask("https://mapi.example/base${getFetchUserInfoUrl()}", current)`)
    expect(script).toContain(`ask("https://mapi.example/base${getFetchMainUserInfoUrl()}", main)`)
    expect(script).toContain('getItem("main-access-token") || current')
  })

  it('asks nothing without a stored token', () => {
    expect(script).toMatch(/current = store\.getItem\("access-token"\);\s+if \(!current\) return;/)
  })

  it('keeps the base path, as the fetcher does', () => {
    expect(earlyCallUrl('https://mapi.example/base/', '/api/users/me')).toBe('https://mapi.example/base/api/users/me')
    expect(earlyCallUrl('https://mapi.example', '/api/users/me')).toBe('https://mapi.example/api/users/me')
  })
})
