import { X } from 'lucide-react'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { RxCost, RxState } from '@/api/generated/rx/model'
import { formatWon } from '@/shared/lib/format'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { useSession } from '@/shared/session/use-session'
import { BottomAction, Button } from '@/shared/ui'
import { ModifyNoticeAction } from '@/features/prescriptions/components/ModifyNoticeAction'
import { useRxChanges } from '@/features/prescriptions/hooks/use-rx-changes'
import { useRxPayment } from '@/features/prescriptions/hooks/use-rx-payment'
import { useSendPrescription } from '@/features/prescriptions/hooks/use-send-prescription'
import { type RxFacts, type RxView } from '@/shared/domain/prescriptions/rx-flow'

const { detail } = words

/** The one next step, as the bottom button. */
export function NextStep({
  view,
  facts,
  prescription,
  state,
  cost,
}: {
  view: RxView
  facts: RxFacts
  prescription: ErxPrescription
  state: RxState | undefined
  cost: RxCost | undefined
}) {
  const session = useSession()
  const send = useSendPrescription(prescription)
  const payment = useRxPayment(prescription)
  const changes = useRxChanges(prescription, state?.rxId ?? '')
  const patientNo = session.user?.patientNo
  switch (view.next.kind) {
    case 'choosePharmacy':
      return (
        <BottomAction>
          <Button size="lg" fullWidth loading={send.busy} onClick={() => void send.choosePharmacy()}>
            {facts.step === 'cancelled' ? detail.sendAgain : detail.choosePharmacy}
          </Button>
        </BottomAction>
      )
    case 'pay':
      if (!state || !cost || !patientNo) return null
      return (
        <BottomAction>
          <Button
            size="lg"
            fullWidth
            loading={payment.isPaying}
            onClick={() =>
              void payment.payCharge({
                rxId: state.rxId,
                patientNo,
                amount: cost.amount,
                pharmName: state.pharmName ?? '',
              })
            }
          >
            {detail.pay(formatWon(cost.amount))}
          </Button>
        </BottomAction>
      )
    case 'modifying':
      // Nothing to send while the hospital changes it: the one step is to ask to be told.
      return (
        <BottomAction>
          <ModifyNoticeAction prescription={prescription} size="lg" fullWidth />
        </BottomAction>
      )
    case 'receive':
      return (
        <BottomAction>
          <Button size="lg" fullWidth loading={changes.isChanging} onClick={() => void changes.receive()}>
            {detail.receive}
          </Button>
        </BottomAction>
      )
    default:
      return null
  }
}

/** Cancelling, while the pharmacy has not accepted it. */
export function CancelButton({ prescription, state }: { prescription: ErxPrescription; state: RxState }) {
  const changes = useRxChanges(prescription, state.rxId)
  return (
    <Button
      variant="outline"
      icon={<X aria-hidden="true" />}
      loading={changes.isChanging}
      onClick={() => void changes.cancel(state.pharmName ?? '')}
    >
      {detail.cancel}
    </Button>
  )
}
