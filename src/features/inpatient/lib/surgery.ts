import type { SurgeryItem, SurgeryState } from '@/api/generated/inpatient/model'

/** The stages the app shows, in order (spec section 4); a cancelled surgery is never shown. */
export const STAGES = ['WAITING', 'IN_SURGERY', 'RECOVERING', 'LEFT_ROOM'] as const
export type Stage = (typeof STAGES)[number]

export const isShown = (surgery: SurgeryItem): surgery is SurgeryItem & { state: Stage } =>
  surgery.state !== 'CANCELLED'

export interface StageStep {
  stage: Stage
  status: 'done' | 'current' | 'next'
  /** When the surgery reached this stage (done and current steps). */
  at?: string
}

const stageIndex = (state: SurgeryState) => STAGES.indexOf(state as Stage)

/** Each stage of a surgery: passed, where it stands now, or still to come, with the time it was reached. */
export function stageSteps(surgery: SurgeryItem & { state: Stage }): StageStep[] {
  const now = stageIndex(surgery.state)
  return STAGES.map((stage, index) => {
    const status = index < now ? 'done' : index === now ? 'current' : 'next'
    const reached = surgery.history?.filter((step) => step.state === stage).at(-1)?.changedAt
    const at = status === 'next' ? undefined : (reached ?? (status === 'current' ? surgery.updatedAt : undefined))
    return { stage, status, ...(at ? { at } : {}) }
  })
}

/**
 * The surgeries worth showing, the one that matters most first: today's (or the nearest to come),
 * then the others by date. Cancelled ones are left out.
 */
export function surgeriesToShow(surgeries: SurgeryItem[], today: string): Array<SurgeryItem & { state: Stage }> {
  const shown = surgeries.filter(isShown)
  const key = (s: SurgeryItem) => `${s.surgeryDate} ${s.scheduledTime}`
  const ahead = shown.filter((s) => s.surgeryDate >= today).sort((a, b) => key(a).localeCompare(key(b)))
  const behind = shown.filter((s) => s.surgeryDate < today).sort((a, b) => key(b).localeCompare(key(a)))
  return [...ahead, ...behind]
}
