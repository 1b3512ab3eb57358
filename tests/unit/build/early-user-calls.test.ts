import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { getFetchMainUserInfoUrl, getFetchUserInfoUrl } from '@/api/generated/account'
import { getFetchTodayScheduleUrl } from '@/api/generated/common'
import { getFetchInpatientStatusUrl } from '@/api/generated/inpatient'
import { tokenTag } from '@/shared/storage/token-tag'
import { earlyCallsScript, earlyCallUrl } from '../../../scripts/vite/early-user-calls'

describe('the early user calls script', () => {
  const keys = {
    current: 'access-token',
    main: 'main-access-token',
    patientNoHint: 'personal:patient-no-hint',
    tokenTag,
  }
  const script = earlyCallsScript('https://mapi.example/base/', keys)

  /** Runs the script in a page of `path` with this storage; the addresses it asks, by token. */
  function run(path: string, stored: Record<string, string>): Record<string, string> {
    const asked: Record<string, string> = {}
    const window: { __earlyCalls?: Record<string, { token: string }> } = {}
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      asked[url] = init.headers.Authorization!
      return Promise.resolve()
    }
    const localStorage = { getItem: (key: string) => stored[key] ?? null }
    runInNewContext(script, { window, fetch, localStorage, location: { pathname: path }, performance })
    return asked
  }

  it('asks each address with the token the app would use (src/app/http-setup.ts: current, main)', () => {
    expect(script).toContain(`ask("https://mapi.example/base${getFetchUserInfoUrl()}", current)`)
    expect(script).toContain(`ask("https://mapi.example/base${getFetchMainUserInfoUrl()}", main)`)
    expect(script).toContain('getItem("main-access-token") || current')
  })

  it('asks nothing without a stored token', () => {
    expect(run('/', {})).toEqual({})
  })

  it("on home, also today's schedule and the stay; elsewhere, the user only", () => {
    const stored = { 'access-token': 'T1', 'main-access-token': 'M1' }
    expect(run('/', stored)).toEqual({
      [`https://mapi.example/base${getFetchUserInfoUrl()}`]: 'Bearer T1',
      [`https://mapi.example/base${getFetchMainUserInfoUrl()}`]: 'Bearer M1',
      [`https://mapi.example/base${getFetchTodayScheduleUrl()}`]: 'Bearer T1',
      [`https://mapi.example/base${getFetchInpatientStatusUrl()}`]: 'Bearer T1',
    })
    expect(Object.keys(run('/parking/info', stored))).toHaveLength(2)
  })

  it('not the patient-number calls when the session last said it has no number (as home does)', () => {
    const stored = { 'access-token': 'T1', 'personal:patient-no-hint': `${tokenTag('T1')} N` }
    expect(Object.keys(run('/', stored))).toHaveLength(2)
    // Another session's hint says nothing about this one.
    expect(Object.keys(run('/', { ...stored, 'personal:patient-no-hint': `${tokenTag('T0')} N` }))).toHaveLength(4)
  })

  it('keeps the base path, as the fetcher does', () => {
    expect(earlyCallUrl('https://mapi.example/base/', '/api/users/me')).toBe('https://mapi.example/base/api/users/me')
    expect(earlyCallUrl('https://mapi.example', '/api/users/me')).toBe('https://mapi.example/api/users/me')
  })
})
