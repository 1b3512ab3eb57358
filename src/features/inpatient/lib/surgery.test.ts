import { describe, expect, it } from 'vitest'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { stageSteps, surgeriesToShow } from './surgery'

const surgery = (overrides: Partial<SurgeryItem> = {}): SurgeryItem => ({
  surgeryId: 'OP1',
  surgeryDate: '2026-11-23',
  scheduledTime: '13:00',
  operationName: '복강경 담낭절제술',
  state: 'WAITING',
  departmentName: '외과',
  doctorName: '오태석',
  updatedAt: '2026-11-22T16:40:00+09:00',
  ...overrides,
})

describe('stageSteps', () => {
  it('marks the stages passed, the current one and those to come, with the time each was reached', () => {
    const steps = stageSteps({
      ...surgery(),
      state: 'RECOVERING',
      updatedAt: '2026-11-23T14:40:00+09:00',
      history: [
        { state: 'WAITING', changedAt: '2026-11-22T16:40:00+09:00' },
        { state: 'IN_SURGERY', changedAt: '2026-11-23T13:10:00+09:00' },
        { state: 'RECOVERING', changedAt: '2026-11-23T14:40:00+09:00' },
      ],
    })
    expect(steps).toEqual([
      { stage: 'WAITING', status: 'done', at: '2026-11-22T16:40:00+09:00' },
      { stage: 'IN_SURGERY', status: 'done', at: '2026-11-23T13:10:00+09:00' },
      { stage: 'RECOVERING', status: 'current', at: '2026-11-23T14:40:00+09:00' },
      { stage: 'LEFT_ROOM', status: 'next' },
    ])
  })

  it('takes the last change as the current stage time when the server keeps no history', () => {
    const steps = stageSteps({ ...surgery(), state: 'IN_SURGERY', updatedAt: '2026-11-23T13:10:00+09:00' })
    expect(steps[0]).toEqual({ stage: 'WAITING', status: 'done' })
    expect(steps[1]).toEqual({ stage: 'IN_SURGERY', status: 'current', at: '2026-11-23T13:10:00+09:00' })
  })
})

describe('surgeriesToShow', () => {
  it('hides cancelled surgeries and puts today first, then what is to come, then the past', () => {
    const list = [
      surgery({ surgeryId: 'past', surgeryDate: '2026-11-10' }),
      surgery({ surgeryId: 'cancelled', surgeryDate: '2026-11-20', state: 'CANCELLED' }),
      surgery({ surgeryId: 'later', surgeryDate: '2026-11-30' }),
      surgery({ surgeryId: 'today' }),
    ]
    expect(surgeriesToShow(list, '2026-11-23').map((s) => s.surgeryId)).toEqual(['today', 'later', 'past'])
  })
})
