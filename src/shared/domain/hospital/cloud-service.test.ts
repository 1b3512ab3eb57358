import { describe, expect, it } from 'vitest'
import { cloudServiceOf } from './cloud-service'

const info = (cloudServiceInfo: Record<string, unknown>) =>
  ({ cloudServiceInfo }) as unknown as Parameters<typeof cloudServiceOf>[0]

describe('cloud service info with the spec defaults (section 3)', () => {
  it('is the defaults before the hospital info answers', () => {
    expect(cloudServiceOf(undefined)).toEqual({
      serviceType: [],
      healthNote: 'N',
      telemedicine: 'N',
      colorCode: '009254',
      logoUrl: '',
    })
  })

  it('takes what the server sends', () => {
    expect(
      cloudServiceOf(
        info({
          serviceType: ['HEALTH_NOTE'],
          healthNote: 'Y',
          telemedicine: 'N',
          colorCode: '#1F5FAD',
          logoUrl: 'https://www.hanbit-hospital.kr/img/logo.svg',
        }),
      ),
    ).toEqual({
      serviceType: ['HEALTH_NOTE'],
      healthNote: 'Y',
      telemedicine: 'N',
      colorCode: '1F5FAD',
      logoUrl: 'https://www.hanbit-hospital.kr/img/logo.svg',
    })
  })

  it('falls back field by field for what is missing, empty or unusable', () => {
    const cloud = cloudServiceOf(info({ healthNote: '', colorCode: 'green', logoUrl: 'https://tracker.example/p.gif' }))
    expect(cloud.healthNote).toBe('N')
    expect(cloud.colorCode).toBe('009254')
    // A logo from a host that is not the hospital's is not loaded.
    expect(cloud.logoUrl).toBe('')
    expect(cloud.serviceType).toEqual([])
  })

  it('keeps a logo served by the app itself', () => {
    expect(cloudServiceOf(info({ logoUrl: '/favicon.svg' })).logoUrl).toBe('/favicon.svg')
  })

  it('loads no logo from a path the browser reads as another host', () => {
    expect(cloudServiceOf(info({ logoUrl: '/\\evil.example/p.gif' })).logoUrl).toBe('')
    expect(cloudServiceOf(info({ logoUrl: '/\t/evil.example/p.gif' })).logoUrl).toBe('')
  })
})
