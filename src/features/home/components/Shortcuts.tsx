import { CalendarCheck, CalendarDays, CreditCard, Microscope, Stethoscope, Wallet, type LucideIcon } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Section } from '@/shared/ui'
import styles from './HomeCards.module.css'

const { shortcut } = home

export interface Shortcut {
  label: string
  icon: LucideIcon
  to: string
}

/** The six shortcuts of the spec: appointment, inquiry, find doctors, hi-pass, payment, results. */
const SHORTCUTS: Shortcut[] = [
  { label: shortcut.appointment, icon: CalendarCheck, to: href('outpatientAppointmentStep1') },
  { label: shortcut.inquiry, icon: CalendarDays, to: href('outpatientAppointmentInquiryClinic') },
  { label: shortcut.doctors, icon: Stethoscope, to: href('department') },
  { label: shortcut.hipass, icon: CreditCard, to: href('hipassGuide') },
  { label: shortcut.payment, icon: Wallet, to: href('outpatientPaymentDefault') },
  { label: shortcut.results, icon: Microscope, to: href('outpatientResult') },
]

/** Tiles of shortcuts: the spec's six by default; an inpatient's home passes the stay's. */
export function Shortcuts({ items = SHORTCUTS }: { items?: Shortcut[] }) {
  return (
    <Section title={home.shortcuts}>
      <ul className={styles.shortcuts}>
        {items.map(({ label, icon: Icon, to }) => (
          <li key={label}>
            <AppLink className={styles.shortcut} to={to}>
              <Icon aria-hidden="true" />
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
