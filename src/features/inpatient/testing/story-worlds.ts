/**
 * Shared steps of the inpatient stories (only stories import this file): 박영수's stay changed
 * before a story renders (surgery stage, status, bill), another patient put in hospital, and
 * the story's world kept to check afterwards what a flow changed.
 */
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import type { InpatientStatusCode, SurgeryState } from '@/api/generated/inpatient/model'

type Setup = NonNullable<SandboxParameters['setup']>
export type World = Parameters<Setup>[0]

/** 박영수's stay and today's surgery in the seeded world. */
export const STAY = 'R202611200301'
export const SURGERY = 'OP202611230001'

let world: World | undefined

/** Keeps the story's world (then runs `then`), so a play function can read what changed. */
export const keepWorld =
  (then?: Setup): Setup =>
  async (w) => {
    world = w
    await then?.(w)
  }

export function currentWorld(): World {
  if (!world) throw new Error('the story has no sandbox world: add setup: keepWorld() to its parameters')
  return world
}

/** Runs several setups in order. */
export const all =
  (...steps: Setup[]): Setup =>
  async (w) => {
    for (const step of steps) await step(w)
  }

const STAGE_TIMES: Record<Exclude<SurgeryState, 'CANCELLED'>, string> = {
  WAITING: '2026-11-22T16:40:00+09:00',
  IN_SURGERY: '2026-11-23T13:10:00+09:00',
  RECOVERING: '2026-11-23T14:40:00+09:00',
  LEFT_ROOM: '2026-11-23T15:40:00+09:00',
}
const ORDER = ['WAITING', 'IN_SURGERY', 'RECOVERING', 'LEFT_ROOM'] as const

/** Today's surgery at a stage, with the times of the stages before it (and the clock after it). */
export const surgeryAt =
  (stage: (typeof ORDER)[number]): Setup =>
  async (w) => {
    const reached = ORDER.slice(0, ORDER.indexOf(stage) + 1)
    if (stage !== 'WAITING') w.clock.set(STAGE_TIMES[stage])
    await w.db.surgeries.update((q) => q.where({ surgeryId: SURGERY }), {
      data(s) {
        s.state = stage
        s.updatedAt = STAGE_TIMES[stage]
        s.history = reached.map((state) => ({ state, changedAt: STAGE_TIMES[state] }))
      },
    })
  }

/** The stay's status changed (discharge being prepared ...). */
export const stayStatus =
  (status: InpatientStatusCode): Setup =>
  async (w) => {
    await w.db.stays.update((q) => q.where({ receptionId: STAY }), {
      data(stay) {
        stay.status = status
      },
    })
  }

/** 이서연 (the outpatient persona, not on the inpatient-payment allow list) admitted today. */
export const outpatientAdmitted: Setup = async (w) => {
  const patient = w.db.patients.findFirst((q) => q.where({ patientNo: '10234567' }))
  if (!patient) throw new Error('no 이서연 in the seeded world')
  await w.db.stays.create({
    patient,
    receptionId: 'R202611230901',
    status: 'IN_HOSPITAL',
    admissionDate: '2026-11-23',
    expectedDischargeDate: '2026-11-25',
    ward: '본관 6병동',
    room: '603',
    bed: '2',
    departmentName: '순환기내과',
    doctorName: '김성훈',
    interimBill: {
      receptionId: 'R202611230901',
      admissionDate: '2026-11-23',
      periodStart: '2026-11-23',
      periodEnd: '2026-11-23',
      totalAmount: 0,
      insurerAmount: 0,
      patientAmount: 0,
      paidAmount: 0,
      amountDue: 0,
      updatedAt: '2026-11-23T09:00:00+09:00',
      lines: [],
    },
  })
}
