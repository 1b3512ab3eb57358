import { useQuery } from '@tanstack/react-query'
import { Wallet } from 'lucide-react'
import { formatWon } from '@/shared/lib/format'
import { homeExtras } from '@/shared/messages/home-extras'
import { href } from '@/shared/routes/route-table'
import { LinkButton } from '@/shared/ui'
import { getFetchPaymentSummaryQueryOptions } from '@/api/generated/common'
import styles from './HomeCards.module.css'

/** What the patient still owes: asked here, not in home's first load (its code comes with this part). */
const paymentSummaryQuery = () =>
  getFetchPaymentSummaryQueryOptions({ query: { staleTime: 60_000, meta: { errorDisplay: 'silent' } } })

/**
 * What is still owed, said on home (the same sum the payment screen collects): a way to pay it in
 * one tap. Nothing when nothing is owed, or when the summary could not be had.
 */
export function OwedBills() {
  const summary = useQuery(paymentSummaryQuery())
  const due = summary.data?.totalDue ?? 0
  if (due <= 0) return null
  return (
    <LinkButton
      variant="secondary"
      fullWidth
      chevron
      className={styles.owed}
      icon={<Wallet aria-hidden="true" />}
      to={href('outpatientPaymentDefault')}
    >
      {homeExtras.owed(formatWon(due))}
    </LinkButton>
  )
}
