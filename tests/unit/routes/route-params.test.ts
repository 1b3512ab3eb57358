import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { matchRouteName } from '@/shared/routes/route-match'
import { CONTRACT_PATTERNS, ROUTE_PARAM_RULES, routeParamsValid } from '@/shared/routes/route-params'
import { ROUTES } from '@/shared/routes/route-table'
import { contractPath, readContract } from '../../../contracts/read-contracts'

type Schemas = Record<string, { pattern?: string }>
const components = (parse(readFileSync(contractPath('components'), 'utf8')) as { components: { schemas: Schemas } })
  .components.schemas
const account = (readContract('account') as unknown as { components: { schemas: Schemas } }).components.schemas
const checkupPaths = (
  readContract('checkup') as unknown as {
    paths: Record<string, { get?: { parameters?: Array<{ name?: string; schema?: { pattern?: string } }> } }>
  }
).paths

describe("route parameters follow the contracts' patterns", () => {
  it.each([
    ['ReceptionId', components.ReceptionId?.pattern],
    ['DepartmentCode', components.DepartmentCode?.pattern],
    ['DoctorCode', components.DoctorCode?.pattern],
    ['ClockTime', components.ClockTime?.pattern],
    ['InquiryId', account.InquiryId?.pattern],
    [
      'ReportFileName',
      checkupPaths['/api/checkup/report/file/{checkupDate}/{fileName}']?.get?.parameters?.find(
        (p) => p.name === 'fileName',
      )?.schema?.pattern,
    ],
  ] as const)('%s is the contract’s pattern letter for letter', (name, contractPattern) => {
    expect(contractPattern).toBeDefined()
    expect(CONTRACT_PATTERNS[name].source).toBe(contractPattern)
  })

  it('every parameter of the route table has a rule', () => {
    const names = Object.values(ROUTES).flatMap((route) => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!))
    expect(names.length).toBeGreaterThan(20)
    expect(names.filter((name) => !ROUTE_PARAM_RULES[name])).toEqual([])
  })
})

describe('an address whose parameters break their rules is no route', () => {
  it('takes the addresses the app builds', () => {
    expect(matchRouteName('/outpatient/result/R202611230001/2026-11-01/2026-11-02')?.name).toBe(
      'outpatientResultDetail',
    )
    expect(matchRouteName('/checkup/result/report/file/download/2026-11-01/report_2026.pdf')?.name).toBe(
      'checkupReportDownload',
    )
    expect(matchRouteName('/department/IM/%EB%82%B4%EA%B3%BC')?.name).toBe('departmentDetail')
    expect(matchRouteName('/common/alarm/settings/A202611260001/2026-11-26/10%3A30/clinic')?.name).toBe('alarmSettings')
  })

  it.each([
    // The proven link: a phone-number change under the patient's token.
    '/outpatient/result/..%2F..%2F..%2Fusers%2FupdatePatient%2F10000001%2F01099998888%3F/20261101/20261101',
    '/outpatient/result/R202611230001/2026-11-01/2026-02-30',
    '/outpatient/result/R202611230001/20261101/20261101',
    '/outpatient/waiting/..%2F..%2Fusers/IM',
    '/checkup/result/report/file/download/2026-11-01/..',
    '/checkup/result/report/file/download/2026-11-01/.hidden.pdf',
    '/common/inquiry/Q2026%2F..',
    '/department/doctor/IM/D0001/maybe',
    '/timeline/%2E%2E',
    '/common/alarm/settings/A1/2026-11-26/10%3A30/evil',
  ])('refuses %s', (path) => {
    expect(matchRouteName(path)).toBeUndefined()
  })

  it('refuses a parameter no rule knows', () => {
    expect(routeParamsValid({ somethingNew: 'x' })).toBe(false)
  })
})

describe('matchRouteName remembers the paths it has matched', () => {
  it('answers a path asked again with the same match, and an unknown or crafted one with none', () => {
    const first = matchRouteName('/outpatient/result')
    expect(first?.name).toBeDefined()
    expect(matchRouteName('/outpatient/result')).toBe(first)
    expect(matchRouteName('/no/such/screen')).toBeUndefined()
    expect(matchRouteName('/no/such/screen')).toBeUndefined()
  })

  it('stays right past its bound (older paths are matched afresh)', () => {
    const home = matchRouteName('/')
    for (let i = 0; i < 100; i++) matchRouteName(`/crafted/${i}`)
    expect(matchRouteName('/')).toEqual(home)
  })
})
