import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import type { PayableBill } from '@/api/generated/outpatient/model'
import { paidAtText, ReceiptDialog } from '@/shared/blocks/payment/ReceiptDialog'
import { formatDate } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { documents } from '@/shared/messages/documents'
import { payment } from '@/shared/messages/payment'
import { href } from '@/shared/routes/route-table'
import { Button, Completion, type Fact, LinkButton, Stack, Text } from '@/shared/ui'
import { paymentReceiptQuery } from '@/features/payment/payment.queries'

const { done: words } = payment

/** A finished outpatient payment, as the completion shows it. */
export interface PaidBills {
  patientName?: string | undefined
  bills: PayableBill[]
  amount: number
  /** Card: its name and approval; hi-pass: the registered card. */
  method:
    { kind: 'card'; cardName?: string | undefined; approvalNo?: string | undefined } | { kind: 'hipass'; card: string }
  paidAt: string
  /** The hospital's payment id (its receipt), when the posting answered it. */
  paymentId?: string | undefined
}

/** Each visit the bills were for, once (a visit may have had two bills). */
function visitsOf(bills: PayableBill[]): Array<PayableBill & { receptionId: string }> {
  const seen = new Set<string>()
  return bills.filter((bill): bill is PayableBill & { receptionId: string } => {
    if (!bill.receptionId || seen.has(bill.receptionId)) return false
    seen.add(bill.receptionId)
    return true
  })
}

/**
 * The end of a payment (issue: after approval there was only a toast and a jump to the history):
 * what was paid (each visit with its own date), the amount, the card and its approval, and the
 * receipt one tap away, to save or send for a private insurance claim. It stands in place of the
 * bills: back leaves the payment screen, and a reload shows what is still due (nothing is paid twice).
 */
export function PaymentDone({ paid }: { paid: PaidBills }) {
  const [receiptOpen, setReceiptOpen] = useState(false)
  const facts: Fact[] = [
    [
      words.amount,
      <Text as="span" size="lg" weight="bold" tone="primary">
        {formatWon(paid.amount)}
      </Text>,
    ],
    ...paid.bills.map((bill): Fact => [
      words.visits,
      words.visitValue(formatDate(bill.visitDate), bill.departmentName ?? payment.bills.proxyBill),
    ]),
    [words.method, paid.method.kind === 'hipass' ? words.hipass(paid.method.card) : words.card(paid.method.cardName)],
    [words.approvalNo, paid.method.kind === 'card' ? paid.method.approvalNo : undefined],
    [words.paidAt, paidAtText(paid.paidAt)],
  ]
  return (
    <Completion
      title={words.title}
      message={paid.patientName ? words.ofPatient(paid.patientName) : undefined}
      facts={facts}
      primary={
        paid.paymentId ? (
          <Button
            variant="primary"
            fullWidth
            icon={<ReceiptText aria-hidden="true" />}
            onClick={() => setReceiptOpen(true)}
          >
            {words.receipt}
          </Button>
        ) : (
          <LinkButton variant="primary" fullWidth to={href('outpatientPaymentHistory')}>
            {words.history}
          </LinkButton>
        )
      }
      secondary={
        paid.paymentId && (
          <LinkButton variant="outline" fullWidth to={href('outpatientPaymentHistory')}>
            {words.history}
          </LinkButton>
        )
      }
    >
      <Text size="sm" tone="sub">
        {paid.paymentId ? words.receiptHint : words.noReceipt}
      </Text>
      {/* The visits' documents (the official receipt, the itemised statement, 실손 claims): the
          patient's own bills only (a proxy payer sees no visit, and its bills carry none). */}
      {!paid.patientName && visitsOf(paid.bills).length > 0 && (
        <Stack gap={2}>
          {visitsOf(paid.bills).map((bill) => (
            <LinkButton
              key={bill.receptionId}
              variant="outline"
              fullWidth
              to={href('visitDocuments', { receptionId: bill.receptionId })}
            >
              {documents.entryLabel(words.visitValue(formatDate(bill.visitDate), bill.departmentName ?? ''))}
            </LinkButton>
          ))}
        </Stack>
      )}
      {paid.paymentId && (
        <ReceiptDialog
          paymentId={receiptOpen ? paid.paymentId : null}
          onClose={() => setReceiptOpen(false)}
          receiptQuery={paymentReceiptQuery}
        />
      )}
    </Completion>
  )
}
