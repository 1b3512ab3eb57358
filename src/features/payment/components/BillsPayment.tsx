import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { PayableBill, PayList } from '@/api/generated/outpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { payment } from '@/shared/messages/payment'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import {
  BottomAction,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Cluster,
  FactList,
  InfoBox,
  LinkButton,
  List,
  Section,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { useBillsPayment } from '@/features/payment/hooks/use-bills-payment'
import { amountProblem, blockReason, selectedBills, sumDue } from '@/features/payment/lib/bills'
import { hipassCardQuery, payListQuery } from '@/features/payment/payment.queries'
import { screenErrors } from '@/shared/messages/screen-errors'
import styles from './Payment.module.css'
import { type PaidBills, PaymentDone } from './PaymentDone'

const { bills: text } = payment

const blockMessage = { counterOnly: screenErrors.counterOnly, additionalCharge: screenErrors.additionalCharge } as const

/**
 * Which visit a bill is of: the department and doctor, or (another patient's, by proxy) only that
 * it is a bill. What it is for (`chargeName`, e.g. a test billed after a visit already paid) goes
 * under it, so two charges of one visit are told apart before paying.
 */
const billTitle = (bill: PayableBill) =>
  bill.departmentName
    ? `${bill.departmentName}${bill.doctorName ? ` ${payment.doctorTitle(bill.doctorName)}` : ''}`
    : text.proxyBill

/**
 * A bill's words and its amount, laid out the same whether it can be chosen or not: the amount at
 * the row's end while both fit, under the words when not.
 */
function BillLine({ bill, payable }: { bill: PayableBill; payable: boolean }) {
  return (
    <Cluster justify="between" className={payable ? undefined : styles.blocked}>
      <Stack as="span" gap={1}>
        <Text as="span" weight="bold">
          {billTitle(bill)}
        </Text>
        {bill.chargeName && (
          <Text as="span" size="sm">
            {text.chargeFor(bill.chargeName)}
          </Text>
        )}
        <Text as="span" size="sm" tone="sub">
          {text.visitDate(formatDate(bill.visitDate))}
        </Text>
      </Stack>
      <Text as="span" weight="bold" tone={payable ? 'default' : 'sub'}>
        {formatWon(bill.amountDue)}
      </Text>
    </Cluster>
  )
}

function BillRow({
  bill,
  checked,
  onToggle,
}: {
  bill: PayableBill
  checked: boolean
  onToggle: (checked: boolean) => void
}) {
  const reason = blockReason(bill)
  if (reason) {
    return (
      <>
        <BillLine bill={bill} payable={false} />
        <InfoBox tone="warning" title={text.notPayableTitle}>
          {blockMessage[reason]}
        </InfoBox>
      </>
    )
  }
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      label={<BillLine bill={bill} payable />}
    />
  )
}

type Method = 'hipass' | 'card'

function PayableBills({ list, proxy, onPaid }: { list: PayList; proxy: boolean; onPaid: (paid: PaidBills) => void }) {
  const overlays = useOverlays()
  const { payBills, payBillsByHipass, isPaying } = useBillsPayment((request, how) =>
    onPaid({
      ...how,
      ...(proxy ? { patientName: list.patientName } : {}),
      bills: list.bills.filter((bill) => request.billIds.includes(bill.billId)),
      amount: request.amount,
    }),
  )
  // The patient's own bills may go on the registered hi-pass card at once (not another's).
  const hipass = useQuery({ ...hipassCardQuery(), enabled: !proxy })
  const hipassCard = !proxy && hipass.data?.registered === 'Y' ? hipass.data : undefined
  // A registered card is what the patient registered to pay in one tap: it is the default (its
  // answer may come after the bills), until the patient chooses otherwise.
  const [chosenMethod, setMethod] = useState<Method>()
  const method: Method = hipassCard ? (chosenMethod ?? 'hipass') : 'card'
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
    if (yes && hipassCard)
      await payBillsByHipass(request, `${hipassCard.cardName ?? ''} ${hipassCard.maskedCardNo ?? ''}`.trim())
  }

  return (
    <>
      {(proxy || payable.length > 0) && (
        <Stack inset gap={2}>
          {proxy && (
            <Text size="lg" weight="bold">
              {text.ofPatient(list.patientName)}
            </Text>
          )}
          {payable.length > 0 && (
            <Text size="sm" tone="sub">
              {text.selectHint}
            </Text>
          )}
        </Stack>
      )}
      <Section title={text.title}>
        <List padded label={text.title}>
          {list.bills.map((bill) => (
            <BillRow
              key={bill.billId}
              bill={bill}
              checked={!unticked.has(bill.billId)}
              onToggle={(checked) => toggle(bill.billId, checked)}
            />
          ))}
        </List>
        <Stack padded>
          <FactList
            align="end"
            facts={[
              [text.totalDue, formatWon(list.totalDue)],
              [
                `${text.selected} (${text.selectedCount(chosen.length, payable.length)})`,
                <Text as="span" size="lg" weight="bold" tone="primary">
                  {formatWon(amount)}
                </Text>,
              ],
            ]}
          />
        </Stack>
      </Section>
      {hipassCard && payable.length > 0 && (
        <Stack inset>
          <RadioGroup
            legend={payment.hipassPay.methodLabel}
            name="payment-method"
            selected={method}
            onChange={(event) => setMethod(event.currentTarget.value as Method)}
            options={[
              {
                value: 'hipass',
                label: (
                  <Stack as="span" gap={1}>
                    <Text as="span">
                      {payment.hipassPay.hipass(`${hipassCard.cardName ?? ''} ${hipassCard.maskedCardNo ?? ''}`.trim())}
                    </Text>
                    <Text as="span" size="sm" tone="sub">
                      {payment.hipassPay.hipassHint}
                    </Text>
                  </Stack>
                ),
              },
              {
                value: 'card',
                label: (
                  <Stack as="span" gap={1}>
                    <Text as="span">{payment.hipassPay.card}</Text>
                    <Text as="span" size="sm" tone="sub">
                      {payment.hipassPay.cardHint}
                    </Text>
                  </Stack>
                ),
              },
            ]}
          />
        </Stack>
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
  // Paid: the completion in place of the bills (the bills behind it are refreshed already),
  // until the patient comes to this screen anew (the tab menu again): then what is still due.
  const { key } = useLocation()
  const [done, setDone] = useState<{ key: string; paid: PaidBills }>()
  if (done?.key === key) return <PaymentDone paid={done.paid} />
  if (query.isPending) return <SkeletonList rows={3} />
  if (query.isError) {
    // Spec section 8: the payment lookup error, whatever the server said.
    return <ErrorState message={screenErrors.paymentLookup} onRetry={() => void query.refetch()} />
  }
  if (query.data.bills.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText aria-hidden="true" />}
        title={screenErrors.noPaymentsToday}
        description={text.noneHint}
        action={<LinkButton to={href('outpatientPaymentHistory')}>{text.seeHistory}</LinkButton>}
      />
    )
  }
  return <PayableBills list={query.data} proxy={Boolean(patientNo)} onPaid={(paid) => setDone({ key, paid })} />
}
