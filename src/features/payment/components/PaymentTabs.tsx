import { payment } from '@/shared/messages/payment'
import { href } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const { tabs } = payment

const TABS = [
  { label: tabs.default, to: href('outpatientPaymentDefault') },
  { label: tabs.delegate, to: href('outpatientPaymentDelegate') },
  { label: tabs.history, to: href('outpatientPaymentHistory') },
]

export type PaymentTab = 'outpatientPaymentDefault' | 'outpatientPaymentDelegate' | 'outpatientPaymentHistory'

/** What is due / proxy payment / history, as tabs that are routes. */
export function PaymentTabs({ current }: { current: PaymentTab }) {
  return <LinkTabs tabs={TABS} current={href(current)} label={tabs.label} />
}
