import { isoDateTime, kst } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { currentStay } from '../handlers/inpatient/stay'
import { sandbox } from '../runtime/sandbox'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

type Stage = 'WAITING' | 'IN_SURGERY' | 'RECOVERING' | 'LEFT_ROOM'

const WORDS: Record<Stage, string> = {
  WAITING: '수술대기',
  IN_SURGERY: '수술중',
  RECOVERING: '회복중',
  LEFT_ROOM: '퇴실',
}

/**
 * Each stage's next, and when it comes in the hospital's day (minutes after the one before;
 * the start is the booked time plus the ten minutes of getting into the room).
 */
const NEXT: Partial<Record<Stage, { stage: Stage; after: (expected: number) => number }>> = {
  WAITING: { stage: 'IN_SURGERY', after: () => 10 },
  IN_SURGERY: { stage: 'RECOVERING', after: (expected) => expected },
  RECOVERING: { stage: 'LEFT_ROOM', after: () => 60 },
}

/** The inpatient persona's surgery of today (the one the demo follows). */
function todaysSurgery() {
  const stay = currentStay('10345678')
  if (!stay) return undefined
  return sandbox.db.surgeries
    .findMany((q) => q.where({ stay: { receptionId: stay.receptionId } }))
    .find((s) => s.surgeryDate === sandbox.clock.today() && s.state !== 'CANCELLED')
}

/**
 * 박영수's surgery moves to its next stage: waiting → in surgery → recovering → left the room.
 * Each change happens when it would in the hospital's day; when the clock is earlier than that,
 * the clock moves on to it (the world stays consistent: a surgery booked for 13:00 does not
 * start at 9 a.m.).
 */
export const surgeryProgress: ScenarioStep = {
  id: 'surgery',
  label: '수술 단계 넘기기 (박영수)',
  state: () => {
    const surgery = todaysSurgery()
    if (!surgery) return '오늘 예정된 수술이 없습니다.'
    const stage = surgery.state as Stage
    return `${surgery.operationName}: ${WORDS[stage]} (${formatTime(kst(surgery.updatedAt).format('HH:mm'))}부터)`
  },
  async advance() {
    const surgery = todaysSurgery()
    if (!surgery) throw new ScenarioEnd('오늘 예정된 수술이 없습니다.')
    const next = NEXT[surgery.state as Stage]
    if (!next) throw new ScenarioEnd('수술을 마치고 병실로 돌아갔습니다. 더 넘길 단계가 없습니다.')
    const since =
      surgery.state === 'WAITING'
        ? kst(`${surgery.surgeryDate}T${surgery.scheduledTime}:00+09:00`)
        : kst(surgery.updatedAt)
    const due = since.add(next.after(surgery.expectedMinutes ?? 90), 'minute')
    const now = kst(sandbox.clock.now())
    const at = due.isAfter(now) ? due : now
    if (at.isAfter(now)) sandbox.clock.set(isoDateTime(at))
    const changedAt = isoDateTime(at)
    await sandbox.db.surgeries.update((q) => q.where({ surgeryId: surgery.surgeryId }), {
      data(s) {
        s.state = next.stage
        s.updatedAt = changedAt
        s.history = [...(s.history ?? []), { state: next.stage, changedAt }]
      },
    })
    return surgeryProgress.state()
  },
}
