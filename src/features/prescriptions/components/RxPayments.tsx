import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import type { RxPayment } from '@/api/generated/rx/model'
import { kst, todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Badge, Button, EmptyState, InfoBox, List, ListRow, QueryState, Section, Stack, Text } from '@/shared/ui'
import {
  PAYMENTS_MAX,
  PAYMENTS_PAGE,
  rxPaymentsQuery,
  rxYearTotalQuery,
} from '@/features/prescriptions/prescriptions.queries'

const { payments: text } = words

function PaymentRow({ payment }: { payment: RxPayment }) {
  const cancelled = payment.status === 'CANCELLED'
  return (
    <ListRow
      title={payment.pharmName}
      meta={[`${formatDate(payment.paidAt)} ${formatTime(kst(payment.paidAt).format('HH:mm'))}`, payment.cardName]}
      trailing={<Badge tone={cancelled ? 'danger' : 'primary'}>{text.status[payment.status]}</Badge>}
      value={
        cancelled ? (
          <Text as="del" tone="muted">
            {formatWon(payment.amount)}
          </Text>
        ) : (
          formatWon(payment.amount)
        )
      }
    />
  )
}

function YearTotal() {
  const year = Number(todayKst().slice(0, 4))
  const query = useQuery(rxYearTotalQuery(year))
  if (!query.data) return null
  return (
    <Stack inset>
      <Text size="sm" tone="sub">
        {text.yearTotal(year, formatWon(query.data.totalAmount), query.data.count)}
      </Text>
    </Stack>
  )
}

/**
 * The pharmacy charges paid in the app (약제비 결제내역), newest first, ten more at a time. The
 * hospital's own bills are in the outpatient payment history (a separate payee and receipt).
 */
export function RxPayments() {
  const session = useSession()
  const patientNo = session.user?.patientNo ?? ''
  const [limit, setLimit] = useState(PAYMENTS_PAGE)
  const query = useQuery({ ...rxPaymentsQuery(limit), enabled: Boolean(patientNo) })
  return (
    <>
      {patientNo && <YearTotal />}
      <Section title={text.title}>
        <QueryState
          query={query}
          isEmpty={(page) => page.items.length === 0}
          empty={
            <EmptyState icon={<ReceiptText aria-hidden="true" />} title={text.empty} description={text.emptyHint} />
          }
        >
          {(page) => (
            <>
              <List label={text.listLabel}>
                {page.items.map((payment) => (
                  <PaymentRow key={payment.paymentId} payment={payment} />
                ))}
              </List>
              {page.items.length < page.totalCount && limit < PAYMENTS_MAX && (
                <Stack inset align="center" gap={2}>
                  <Text size="sm" tone="sub">
                    {text.count(page.items.length, page.totalCount)}
                  </Text>
                  <Button variant="outline" loading={query.isFetching} onClick={() => setLimit(limit + PAYMENTS_PAGE)}>
                    {text.more}
                  </Button>
                </Stack>
              )}
            </>
          )}
        </QueryState>
      </Section>
      <Stack inset>
        <InfoBox>
          {text.otherHistory} <AppLink to={href('outpatientPaymentHistory')}>{text.toBills}</AppLink>
        </InfoBox>
      </Stack>
    </>
  )
}
