import type { z } from 'zod'
import { isOnTheWay, pharmacyMoveFrom, stepOf } from '@/shared/domain/prescriptions/rx-flow'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { chargeFor, moveRx } from '../handlers/rx'
import { findSlip } from '../handlers/prescription/rules'
import type { RxOrderRecord } from '../db/schemas'
import { sandbox } from '../runtime/sandbox'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

/** Prescriptions a pharmacy has and is working on (sent, accepted, dispensing), oldest first. */
const atPharmacies = () =>
  sandbox.db.rxOrders
    .findMany((q) => q.where({}))
    .filter((rx) => isOnTheWay(stepOf(rx.status)))
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))

const describe = (rx: z.output<typeof RxOrderRecord>) => {
  const slip = findSlip(rx.prscNo)
  return `${slip?.departmentName ?? rx.prscNo} 처방전 (${rx.pharmName ?? '약국'}): ${words.steps[stepOf(rx.status)]}`
}

/**
 * The pharmacies get on with the prescriptions sent to them: each one a step further, by the same
 * rules as the app (accept and price it, start dispensing, finish). A stakeholder watching the
 * status screen sees it move (it refreshes itself).
 */
export const pharmacyProgress: ScenarioStep = {
  id: 'pharmacy',
  label: '약국 조제 한 단계 넘기기',
  state: () => {
    const orders = atPharmacies()
    if (!orders.length) return '약국에서 진행 중인 처방전이 없습니다 (처방전을 약국으로 보낸 뒤).'
    return orders.map(describe).join(', ')
  },
  async advance() {
    const orders = atPharmacies()
    if (!orders.length) throw new ScenarioEnd('약국에서 진행 중인 처방전이 없습니다.')
    const moved = []
    for (const rx of orders) {
      const move = pharmacyMoveFrom(stepOf(rx.status))
      if (!move) continue
      const drugCount = findSlip(rx.prscNo)?.drugCount ?? 1
      moved.push(
        await moveRx(rx, move, (r) => {
          // Accepting sets the charge.
          if (move === 'accept') r.amount = chargeFor(drugCount)
        }),
      )
    }
    return moved.map(describe).join(', ')
  },
}
