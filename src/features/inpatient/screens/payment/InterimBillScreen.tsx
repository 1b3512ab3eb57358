import { Fragment, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import type { InterimBill } from '@/api/generated/inpatient/model'
import { kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { inpatient } from '@/shared/messages/inpatient'
import { payment as paymentWords } from '@/shared/messages/payment'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { type CardApproval } from '@/shared/blocks/payment/use-card-payment'
import { useSession } from '@/shared/session/use-session'
import {
  BottomAction,
  Button,
  Card,
  CardHeader,
  Completion,
  EmptyState,
  FactList,
  InfoBox,
  LinkButton,
  List,
  Page,
  QueryState,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import { StayTabs } from '@/features/inpatient/components/StayTabs'
import { useInterimPayment } from '@/features/inpatient/hooks/use-interim-payment'
import { interimBillQuery } from '@/features/inpatient/inpatient.queries'

const { payment: words } = inpatient

const asOf = (iso: string) => `${formatDate(iso)} ${formatTime(kst(iso).format('HH:mm'))}`

/** The end of the payment: the amount, the card and its approval, and the way to the receipt. */
function InterimPaid({ approval }: { approval: CardApproval }) {
  return (
    <Completion
      title={words.doneTitle}
      facts={[
        [
          words.doneAmount,
          <Text as="span" size="lg" weight="bold" tone="primary">
            {formatWon(approval.amount)}
          </Text>,
        ],
        [words.doneCard, approval.cardName],
        [words.doneApproval, approval.approvalNo],
        [words.donePaidAt, asOf(approval.approvedAt)],
      ]}
      primary={
        <LinkButton variant="primary" fullWidth to={href('inpatientPaymentHistory')}>
          {words.seeHistory}
        </LinkButton>
      }
    >
      <Text size="sm" tone="sub">
        {words.doneHint}
      </Text>
    </Completion>
  )
}

function Bill({ bill, onPaid }: { bill: InterimBill; onPaid: (approval: CardApproval) => void }) {
  const overlays = useOverlays()
  const session = useSession()
  const { payBill, isPaying } = useInterimPayment(onPaid)
  const due = bill.amountDue > 0

  const onPay = async () => {
    // Spec section 5: 0 won is refused before anything is sent.
    if (bill.amountDue <= 0) {
      await overlays.alert({ message: paymentWords.rules.zero })
      return
    }
    const patientNo = session.user?.patientNo
    if (patientNo) await payBill(bill, patientNo)
  }

  return (
    <>
      <Card as="section" inset aria-labelledby="interim-title">
        <CardHeader
          large
          titleId="interim-title"
          title={words.billTitle}
          subtitle={`${words.period(formatDate(bill.periodStart), formatDate(bill.periodEnd))} · ${words.asOf(asOf(bill.updatedAt))}`}
        />
        <FactList
          align="end"
          divided
          total
          facts={[
            [words.totalAmount, formatWon(bill.totalAmount)],
            [words.insurerAmount, formatWon(bill.insurerAmount)],
            [words.patientAmount, formatWon(bill.patientAmount)],
            [words.paidAmount, formatWon(bill.paidAmount)],
            [words.amountDue, formatWon(bill.amountDue)],
          ]}
        />
      </Card>
      {!due && (
        <EmptyState
          icon={<ReceiptText aria-hidden="true" />}
          title={words.nothingDue}
          description={words.nothingDueHint(formatWon(bill.paidAmount))}
          action={<LinkButton to={href('inpatientPaymentHistory')}>{words.seeHistory}</LinkButton>}
        />
      )}
      <Stack inset>
        <InfoBox>{words.what}</InfoBox>
      </Stack>
      {bill.lines.length > 0 && (
        <Section title={words.lines}>
          <List padded>
            {bill.lines.map((line) => (
              <Fragment key={line.itemName}>
                <Text weight="bold">{line.itemName}</Text>
                <FactList
                  align="end"
                  facts={[
                    [words.insured, formatWon(line.insuredAmount)],
                    [words.uninsured, formatWon(line.uninsuredAmount)],
                    [words.patientShare, formatWon(line.patientAmount)],
                  ]}
                />
              </Fragment>
            ))}
          </List>
        </Section>
      )}
      {due && (
        <BottomAction>
          <Button size="lg" fullWidth loading={isPaying} onClick={() => void onPay()}>
            {words.pay(formatWon(bill.amountDue))}
          </Button>
        </BottomAction>
      )}
    </>
  )
}

/**
 * The interim bill (중간진료비) of the stay so far: the period it covers, the totals with what
 * insurance pays and what is already paid, its lines, and the card payment of what is due (once).
 * Only main user ids on the allow list get here (the guard shows the maintenance message).
 */
export default function InterimBillScreen() {
  const query = useQuery(interimBillQuery())
  // Paid: the completion in place of the bill, until the patient comes to this screen anew.
  const { key } = useLocation()
  const [done, setDone] = useState<{ key: string; approval: CardApproval }>()
  return (
    <Page>
      <StayTabs group="payment" current="inpatientPaymentDefault" />
      {done?.key === key ? (
        <InterimPaid approval={done.approval} />
      ) : (
        <QueryState query={query}>
          {(bill) => <Bill bill={bill} onPaid={(approval) => setDone({ key, approval })} />}
        </QueryState>
      )}
    </Page>
  )
}
