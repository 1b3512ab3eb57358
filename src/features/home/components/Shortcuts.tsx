import { CalendarCheck, CalendarDays, CreditCard, Microscope, Stethoscope, Wallet } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Section } from '@/shared/ui'
import styles from './HomeCards.module.css'

const { shortcut } = home

/** The six shortcuts of the spec: appointment, inquiry, find doctors, hi-pass, payment, results. */
const SHORTCUTS = [
  { label: shortcut.appointment, icon: CalendarCheck, to: href('outpatientAppointmentStep1') },
  { label: shortcut.inquiry, icon: CalendarDays, to: href('outpatientAppointmentInquiryClinic') },
  { label: shortcut.doctors, icon: Stethoscope, to: href('department') },
  { label: shortcut.hipass, icon: CreditCard, to: href('hipassGuide') },
  { label: shortcut.payment, icon: Wallet, to: href('outpatientPaymentDefault') },
  { label: shortcut.results, icon: Microscope, to: href('outpatientResult') },
]

export function Shortcuts() {
  return (
    <Section title={home.shortcuts}>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(({ label, icon: Icon, to }) => (
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
