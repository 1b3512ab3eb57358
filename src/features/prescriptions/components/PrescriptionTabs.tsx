import { prescriptions as words } from '@/shared/messages/prescriptions'
import { href } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'
import { paymentsHref } from '@/features/prescriptions/lib/links'

const TABS = [
  { label: words.tabs.prescriptions, to: href('prescriptions') },
  { label: words.tabs.payments, to: paymentsHref() },
]

/** The prescriptions and the pharmacy payments, as tabs of one route. */
export function PrescriptionTabs({ current }: { current: 'prescriptions' | 'payments' }) {
  return (
    <LinkTabs
      tabs={TABS}
      current={current === 'payments' ? paymentsHref() : href('prescriptions')}
      label={words.tabs.label}
    />
  )
}
