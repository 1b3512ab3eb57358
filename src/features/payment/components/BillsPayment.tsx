import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import type { Bill, PayList } from '@/api/generated/outpatient/model'
import { formatDate, todayKst } from '@/shared/lib/dates'
import { formatWon } from '@/shared/lib/format'
import { messages } from '@/shared/messages'
import { payment } from '@/shared/messages/payment'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import {
  BottomAction,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  FactList,
  InfoBox,
  Section,
  SkeletonList,
} from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { useBillsPayment } from '../hooks/use-bills-payment'
import { amountProblem, blockReason, selectedBills, sumDue } from '../lib/bills'
import { hipassCardQuery, payListQuery } from '../payment.queries'
import styles from './Payment.module.css'

const { errors } = messages
const { bills: text } = payment

const blockMessage = { counterOnly: errors.counterOnly, additionalCharge: errors.additionalCharge } as const

function BillText({ bill }: { bill: Bill }) {
  return (
    <span className={styles.billText}>
      <span className={styles.billTitle}>
        {bill.departmentName}
        {bill.doctorName ? ` ${payment.doctorTitle(bill.doctorName)}` : ''}
      </span>
      <span className={styles.billMeta}>{text.visitDate(formatDate(bill.visitDate))}</span>
    </span>
  )
}

function BillRow({ bill, checked, onToggle }: { bill: Bill; checked: boolean; onToggle: (checked: boolean) => void }) {
  const reason = blockReason(bill)
  if (reason) {
    return (
      <li>
        <div className={styles.blocked}>
          <BillText bill={bill} />
          <span className={styles.blockedAmount}>{formatWon(bill.amountDue)}</span>
        </div>
        <InfoBox tone="warning">
          <span className={styles.blockTitle}>{text.notPayableTitle}</span>
          <span>{blockMessage[reason]}</span>
        </InfoBox>
      </li>
    )
  }
  return (
    <li>
      <Checkbox
        checked={checked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={
          <span className={styles.billLabel}>
            <BillText bill={bill} />
            <span className={styles.amount}>{formatWon(bill.amountDue)}</span>
          </span>
        }
      />
    </li>
  )
}

type Method = 'hipass' | 'card'

function PayableBills({ list, proxy }: { list: PayList; proxy: boolean }) {
  const overlays = useOverlays()
  const { payBills, payBillsByHipass, isPaying } = useBillsPayment()
  // The patient's own bills may go on the registered hi-pass card at once (not another's).
  const hipass = useQuery({ ...hipassCardQuery(), enabled: !proxy })
  const hipassCard = !proxy && hipass.data?.registered === 'Y' ? hipass.data : undefined
  const [chosenMethod, setMethod] = useState<Method>('card')
  const method: Method = hipassCard ? chosenMethod : 'card'
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set())
  const chosen = selectedBills(list.bills, unticked)
  const amount = sumDue(chosen)
  const payable = list.bills.filter((bill) => !blockReason(bill))

  const toggle = (billId: string, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current)
      if (checked) next.delete(billId)
      else next.add(billId)
      return next
    })

  const onPay = async () => {
    const problem = amountProblem(amount, list.totalDue)
    if (problem) {
      await overlays.alert({ message: payment.rules[problem] })
      return
    }
    const request = { patientNo: list.patientNo, billIds: chosen.map((bill) => bill.billId), amount }
    if (method === 'card') return void (await payBills(request))
    // No card page follows: the patient says yes to the charge here.
    const yes = await overlays.confirm({
      title: payment.hipassPay.confirmTitle,
      message: payment.hipassPay.confirm(formatWon(amount)),
      confirmLabel: payment.hipassPay.confirmLabel,
    })
    if (yes) await payBillsByHipass(request)
  }

  return (
    <>
      {proxy && <p className={styles.patient}>{text.ofPatient(list.patientName)}</p>}
      {payable.length > 0 && <p className={styles.hint}>{text.selectHint}</p>}
      <Section title={text.title}>
        <ul className={styles.bills} aria-label={text.title}>
          {list.bills.map((bill) => (
            <BillRow
              key={bill.billId}
              bill={bill}
              checked={!unticked.has(bill.billId)}
              onToggle={(checked) => toggle(bill.billId, checked)}
            />
          ))}
        </ul>
        <FactList
          align="end"
          className={styles.totals}
          facts={[
            [text.totalDue, formatWon(list.totalDue)],
            [
              `${text.selected} (${text.selectedCount(chosen.length, payable.length)})`,
              <span className={styles.grandTotal}>{formatWon(amount)}</span>,
            ],
          ]}
        />
      </Section>
      {hipassCard && payable.length > 0 && (
        <div className={styles.methods}>
          <RadioGroup
            legend={payment.hipassPay.methodLabel}
            name="payment-method"
            selected={method}
            onChange={(event) => setMethod(event.currentTarget.value as Method)}
            options={[
              {
                value: 'hipass',
                label: (
                  <span className={styles.methodText}>
                    <span>
                      {payment.hipassPay.hipass(`${hipassCard.cardName ?? ''} ${hipassCard.maskedCardNo ?? ''}`.trim())}
                    </span>
                    <span className={styles.billMeta}>{payment.hipassPay.hipassHint}</span>
                  </span>
                ),
              },
              {
                value: 'card',
                label: (
                  <span className={styles.methodText}>
                    <span>{payment.hipassPay.card}</span>
                    <span className={styles.billMeta}>{payment.hipassPay.cardHint}</span>
                  </span>
                ),
              },
            ]}
          />
        </div>
      )}
      {payable.length > 0 && (
        <BottomAction>
          <Button size="lg" fullWidth loading={isPaying} onClick={() => void onPay()}>
            {text.pay(formatWon(amount))}
          </Button>
        </BottomAction>
      )}
    </>
  )
}

/**
 * A patient's bills due today, chosen for payment (all the app may take, at first), with the
 * total and the card payment. Bills only the counter may take, or with an added charge, are
 * shown with the reason and cannot be chosen. `patientNo` pays another patient's (proxy).
 */
export function BillsPayment({ patientNo }: { patientNo?: string }) {
  const query = useQuery(payListQuery(todayKst(), patientNo))
  if (query.isPending) return <SkeletonList rows={3} />
  if (query.isError) {
    // Spec section 8: the payment lookup error, whatever the server said.
    return <ErrorState message={errors.paymentLookup} onRetry={() => void query.refetch()} />
  }
  if (query.data.bills.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText aria-hidden="true" />}
        title={errors.noPaymentsToday}
        description={text.noneHint}
        action={
          <AppLink className={styles.seeHistory} to={href('outpatientPaymentHistory')}>
            {text.seeHistory}
          </AppLink>
        }
      />
    )
  }
  return <PayableBills list={query.data} proxy={Boolean(patientNo)} />
}
