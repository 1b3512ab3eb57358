import { useResumePendingOrders } from '@/shared/blocks/payment/use-resume-pending-orders'

/** Finishes the card payments this phone left unfinished, at the app's start (its own chunk). */
export default function ResumePendingPayments() {
  useResumePendingOrders()
  return null
}
