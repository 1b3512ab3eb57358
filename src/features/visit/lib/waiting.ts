import type { WaitingInfo } from '@/api/generated/common/model'
import { LIMITS } from '@/shared/config/constants'
import { visit } from '@/shared/messages/visit'

/**
 * What the waiting number screen says:
 * - `beforeArrival`: not checked in yet (the number appears after arrival check-in);
 * - `called`: checked in and no one left ahead (being called in, or in the room);
 * - `waiting`: checked in and in the queue, in words;
 * - `done`: the visit is over.
 */
export type WaitingView =
  | { kind: 'beforeArrival' }
  | { kind: 'called' }
  | { kind: 'waiting'; words: string; ordinal: boolean }
  | { kind: 'done' }

/**
 * The queue in words (spec section 9): under rank 4 the ordinal (rank 1 is "next is you"),
 * otherwise how many people are ahead.
 */
export function waitingWords(rank: number, ahead: number): { words: string; ordinal: boolean } {
  if (rank >= 1 && rank < LIMITS.ordinalRankBelow) {
    const ordinal = visit.ordinal[rank - 1] ?? String(rank)
    return { words: visit.waitingOrdinal(rank, ordinal), ordinal: true }
  }
  return { words: visit.waitingCount(ahead), ordinal: false }
}

export function waitingView(info: Pick<WaitingInfo, 'rnk' | 'cnt' | 'treatmentStatus'>): WaitingView {
  if (info.treatmentStatus === 'COMPLETED') return { kind: 'done' }
  if (info.treatmentStatus === 'NURSE_WAITING') return { kind: 'beforeArrival' }
  if (info.rnk === 0) return { kind: 'called' }
  return { kind: 'waiting', ...waitingWords(info.rnk, info.cnt) }
}

/** Who the patient waits for: "순환기내과 김성훈 교수". */
export const waitingWho = (info: Pick<WaitingInfo, 'departmentName' | 'doctorName'>): string =>
  [info.departmentName, info.doctorName && visit.doctorTitle(info.doctorName)].filter(Boolean).join(' ')
